// content-mfe: home, about, blogs, contact, policies, FAQs, careers.
'use strict';

module.exports = {
  name: 'content',
  dir: __dirname,
  exposes: {
    './home': './src/routes/home.tsx',
    './parcel': './src/parcel.tsx',
  },
  clientEntries: { standalone: './src/main.ts' },
};
