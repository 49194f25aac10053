// admin-mfe: everything under /admin.
'use strict';

module.exports = {
  name: 'admin',
  dir: __dirname,
  exposes: {
    './dashboard': './src/routes/dashboard.tsx',
    './products': './src/routes/products.tsx',
    './categories': './src/routes/categories.tsx',
    './blogs': './src/routes/blogs.tsx',
    './orders': './src/routes/orders.tsx',
    './customers': './src/routes/customers.tsx',
    './analytics': './src/routes/analytics.tsx',
    './seo': './src/routes/seo.tsx',
    './settings': './src/routes/settings.tsx',
    './placeholder': './src/routes/placeholder.tsx',
    './layout': './src/routes/layout.tsx',
    './parcel': './src/parcel.tsx',
  },
  clientEntries: { standalone: './src/main.ts' },
};
