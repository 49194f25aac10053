// catalog-mfe: catalogue: products, categories, product detail, search, cart, checkout, order confirmation.
'use strict';

module.exports = {
  name: 'catalog',
  dir: __dirname,
  exposes: {
    './products': './src/routes/products.tsx',
    './product-detail': './src/routes/product-detail.tsx',
    './category': './src/routes/category.tsx',
    './subcategory': './src/routes/subcategory.tsx',
    './search': './src/routes/search.tsx',
    './cart': './src/routes/cart.tsx',
    './checkout': './src/routes/checkout.tsx',
    './order-confirmation': './src/routes/order-confirmation.tsx',
    './parcel': './src/parcel.tsx',
    './header-search': './src/header-search.tsx',
    './sitemap': './src/sitemap.ts',
  },
  clientEntries: { standalone: './src/main.ts' },
};
