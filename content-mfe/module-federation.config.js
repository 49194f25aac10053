// content-mfe: home, about, blogs, contact, policies, FAQs, careers.
'use strict';

module.exports = {
  name: 'content',
  dir: __dirname,
  // Its route modules (`src/routes/<module>.tsx`) are exposed from the route table
  // (shared-data/src/routes/route-table.ts); these are its other modules.
  exposes: {
    './parcel': './src/parcel.tsx',
    './sitemap': './src/sitemap.ts',
  },
  clientEntries: { standalone: './src/main.ts' },
};
