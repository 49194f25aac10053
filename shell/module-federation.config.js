// The shell (host): no exposes, no build-time remotes — remote locations come from run-time
// configuration (see src/server/remote-registry.server.ts).
'use strict';

module.exports = {
  name: 'shell',
  dir: __dirname,
  host: true,
  exposes: {},
  clientEntries: { main: './src/main.ts' },
  serverEntries: { server: './src/server/main.ts' },
  serverLibrary: { type: 'commonjs2' },
};
