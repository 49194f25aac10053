// account-mfe: login, register, password reset and My Account.
'use strict';

module.exports = {
  name: 'account',
  dir: __dirname,
  exposes: {
    './login': './src/routes/login.tsx',
    './register': './src/routes/register.tsx',
    './forgot-password': './src/routes/forgot-password.tsx',
    './account': './src/routes/account.tsx',
    './parcel': './src/parcel.tsx',
  },
  clientEntries: { standalone: './src/main.ts' },
};
