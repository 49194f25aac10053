// account-mfe: login, register, password reset and My Account.
'use strict';

module.exports = {
  name: 'account',
  dir: __dirname,
  // Its route modules (`src/routes/<module>.tsx`) are exposed from the route table
  // (shared-data/src/routes/route-table.ts); these are its other modules.
  exposes: {
    './parcel': './src/parcel.tsx',
  },
  clientEntries: { standalone: './src/main.ts' },
};
