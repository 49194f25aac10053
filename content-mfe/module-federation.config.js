// content-mfe: home, about, blogs, contact, policies, FAQs, careers.
'use strict';

module.exports = {
  name: 'content',
  dir: __dirname,
  exposes: {
    './home': './src/routes/home.tsx',
    './about': './src/routes/about.tsx',
    './blogs': './src/routes/blogs.tsx',
    './blog-post': './src/routes/blog-post.tsx',
    './contact': './src/routes/contact.tsx',
    './info-page': './src/routes/info-page.tsx',
    './faqs': './src/routes/faqs.tsx',
    './careers': './src/routes/careers.tsx',
    './parcel': './src/parcel.tsx',
    './sitemap': './src/sitemap.ts',
  },
  clientEntries: { standalone: './src/main.ts' },
};
