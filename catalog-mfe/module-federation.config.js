// catalog-mfe: catalogue: products, categories, product detail, search, cart, checkout, order confirmation.
'use strict';

module.exports = {
  name: 'catalog',
  dir: __dirname,
  // Its route modules (`src/routes/<module>.tsx`) are exposed from the route table
  // (shared-data/src/routes/route-table.ts); these are its other modules.
  exposes: {
    './parcel': './src/parcel.tsx',
    './header-search': './src/header-search.tsx',
    './sitemap': './src/sitemap.ts',
  },
  clientEntries: { standalone: './src/main.ts' },
};
