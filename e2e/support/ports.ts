// Fixed ports for the end-to-end site, apart from `npm start`'s, so both can run at once.
export const E2E_PORTS = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 3100),
  remotes: { 'catalog-mfe': 3101, 'account-mfe': 3102, 'content-mfe': 3103, 'admin-mfe': 3104 },
  firestore: 8180,
  auth: 9199,
  functions: 5101,
} as const;
