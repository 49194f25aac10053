// One builder for every app: the federation `shared` map, the loaders and the outputs of the
// browser and the Node (server) bundles. Each app's module-federation.config.js says only what is
// its own (name, exposes, entries); everything the apps must agree on lives here.
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const root = __dirname;
const rootPackage = require('./package.json');

/** Versions are read from the installed packages so requiredVersion never drifts from the lockfile. */
function versionOf(pkg) {
  return require(path.join(root, 'node_modules', pkg, 'package.json')).version;
}

/**
 * A remote's server build takes its public path from the URL of the entry being evaluated
 * (`globalThis.__SHOP_SERVER_ENTRY_URL__`, set by the shell's server entry loader,
 * shell/src/server/server-entry-loader.server.ts), so it fetches its chunks from its own build
 * folder. Without it (publicPath 'auto' gives a Node bundle none) the node chunk loader looks the
 * folder up by container name, which finds the wrong build when two builds of a remote are live
 * (a canary). Loaded any other way, the build keeps that lookup.
 */
class ServerEntryPublicPathPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    class ServerEntryPublicPathRuntimeModule extends RuntimeModule {
      constructor() {
        super('public path from the server entry URL', RuntimeModule.STAGE_BASIC);
      }

      generate() {
        return Template.asString([
          'var shopServerEntryUrl = globalThis.__SHOP_SERVER_ENTRY_URL__;',
          `if (typeof shopServerEntryUrl === "string") ${RuntimeGlobals.publicPath} = new URL("./", shopServerEntryUrl).href;`,
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('ServerEntryPublicPathPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('ServerEntryPublicPathPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ServerEntryPublicPathRuntimeModule());
      });
    });
  }
}

/**
 * What every page of the shop runs before it is interactive. In the shell's browser build these are
 * eager: they go with its entry (two scripts, its code and one vendor file) instead of one request
 * each, and the share scope gets them from there. The rest (the Firebase SDKs, the Markdown
 * renderer) load on first use, from whichever build provides them.
 */
const FIRST_VIEW_SHARED = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'shared-router',
  'jotai',
  'shared-auth',
  'shared-data',
  'shared-ui',
]);

/**
 * The singletons: exactly one copy of each at run time, in the browser and on the server. Every
 * entry point is listed explicitly: a bare `react-dom` key would leave each app its own
 * `react-dom/client` renderer.
 */
function createSharedMap({ server, eagerFirstView = false }) {
  // The version is given explicitly: for subpath entries such as `firebase/app` webpack would read
  // a nested package.json without a version.
  const singleton = (pkg) => ({ singleton: true, version: versionOf(pkg), requiredVersion: `^${versionOf(pkg)}` });
  const entries = {
    react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
    'react-dom': ['react-dom', server ? 'react-dom/server' : 'react-dom/client'],
    'shared-router': ['shared-router'],
    // jotai itself only: its Provider and store must be one. jotai/utils is not shared: a shared
    // module is never tree-shaken, and its only user is shared-data (one shared copy itself), whose
    // useHydrateAtoms reaches the same jotai modules in the build that provides it. Add an app's
    // own use of jotai/utils here only with a reason: sharing it ships every helper to every page.
    jotai: ['jotai'],
    'shared-auth': ['shared-auth'],
    'shared-data': ['shared-data', 'shared-data/admin', 'shared-data/shopper'],
    'shared-ui': ['shared-ui', 'shared-ui/markdown', 'shared-ui/markdown-view', 'shared-ui/tax-document'],
    // The full Firestore SDK (realtime listeners, shared-auth's watchChanges) is for the browser
    // only, loaded on first use by the admin's live views; the server builds leave it out.
    firebase: ['firebase/app', 'firebase/firestore/lite', 'firebase/functions', 'firebase/auth', 'firebase/storage', ...(server ? [] : ['firebase/firestore'])],
  };
  const shared = {};
  for (const [pkg, requests] of Object.entries(entries)) {
    for (const request of requests) shared[request] = { ...singleton(pkg), ...(eagerFirstView && FIRST_VIEW_SHARED.has(request) ? { eager: true } : {}) };
  }
  return shared;
}

function createModuleRules({ server, production }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'esbuild-loader',
      // No fixed `loader`: esbuild picks ts, tsx or js from the extension, as tsc does, so a generic
      // arrow `<T>(…) =>` in a .ts file is not read as JSX.
      options: {
        target: server ? 'node20' : 'es2020',
        jsx: 'automatic',
        tsconfig: path.join(root, 'tsconfig.base.json'),
      },
    },
    {
      test: /\.css$/,
      use: server
        ? // The server renders <link>s from the browser manifest; it needs no CSS of its own.
          [{ loader: 'css-loader', options: { modules: { exportOnlyLocals: true, auto: true } } }]
        : [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { sourceMap: !production } }],
    },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

/** The module every build's generated federation entry imports the bundler runtime from. */
const BUNDLER_ENTRY_MODULE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/** Scripts a compilation's page entries need before their own files (see StandaloneRuntimePlugin). */
const preludeScripts = new WeakMap();

/**
 * A remote's browser build leaves the federation runtime out (`externalRuntime`) and the bundler
 * runtime too (BUNDLER_ENTRY_MODULE): on the shop's pages the shell provides both. The remote's
 * standalone page has no shell, so the build emits them as one small script of its own (bundled
 * with esbuild) that sets the same globals, and assets.json lists it first among the page entries'
 * scripts. Never loaded on the shop's pages.
 */
class StandaloneRuntimePlugin {
  constructor({ production }) {
    this.production = production;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StandaloneRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'StandaloneRuntimePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { build } = require('esbuild');
        const result = await build({
          stdin: {
            contents:
              "import * as core from '@module-federation/runtime-core';\n" +
              "import federation from '@module-federation/webpack-bundler-runtime';\n" +
              "import { provideBundlerRuntime } from 'federation-plugins/bundler-runtime';\n" +
              'globalThis._FEDERATION_RUNTIME_CORE = core;\n' +
              'provideBundlerRuntime(federation);\n' +
              "globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone page', version: '" +
              versionOf('@module-federation/runtime-core') +
              "' };\n",
            resolveDir: root,
          },
          bundle: true,
          write: false,
          format: 'iife',
          platform: 'browser',
          target: 'es2020',
          minify: this.production,
          define: { 'process.env.NODE_ENV': JSON.stringify(this.production ? 'production' : 'development') },
          logLevel: 'warning',
        });
        const code = result.outputFiles[0].text;
        const hash = compiler.webpack.util.createHash('sha256').update(code).digest('hex').slice(0, 10);
        const file = this.production ? `federation-runtime.${hash}.js` : 'federation-runtime.js';
        compilation.emitAsset(file, new webpack.sources.RawSource(code), { immutable: this.production });
        preludeScripts.set(compilation, [file]);
      });
    });
  }
}

/**
 * Writes `assets.json` next to a browser build: the entry scripts and every stylesheet, so the
 * server can link them in the document head without guessing hashed file names.
 */
class AssetsJsonPlugin {
  /** @param {{ pageEntries: string[] }} options the entries loaded as pages (not the container) */
  constructor({ pageEntries }) {
    this.pageEntries = new Set(pageEntries);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetsJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetsJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entryScripts = {};
        const prelude = preludeScripts.get(compilation) ?? [];
        for (const [name, entrypoint] of compilation.entrypoints) {
          const files = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
          // The container entry (remoteEntry.js) runs on the shell's pages, which bring the runtime.
          entryScripts[name] = this.pageEntries.has(name) ? [...prelude, ...files] : files;
        }
        const stylesheets = Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.css'))
          .sort();
        const json = JSON.stringify({ entryScripts, stylesheets }, null, 2);
        compilation.emitAsset('assets.json', new webpack.sources.RawSource(json));
      });
    });
  }
}

/** Build-time constants compiled into every bundle. */
function createDefines({ name, server, production, buildLabel }) {
  return new webpack.DefinePlugin({
    __SERVER__: JSON.stringify(server),
    __APP_NAME__: JSON.stringify(name),
    __BUILD_LABEL__: JSON.stringify(buildLabel),
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
  });
}

/**
 * @param {object} app  the app's module-federation.config.js
 * @param {{ production: boolean, outDir: string, buildLabel?: string }} options
 * @returns {import('webpack').Configuration[]} the browser and the server configuration
 */
function createAppConfigs(app, { production, outDir, buildLabel = 'local' }) {
  const appDir = app.dir;
  const common = {
    mode: production ? 'production' : 'development',
    context: appDir,
    devtool: production ? false : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };

  const federation = (server) => ({
    name: app.name,
    // The host exposes nothing, so it emits no container entry.
    ...(app.host ? {} : { filename: 'remoteEntry.js', exposes: app.exposes || {} }),
    remotes: {},
    shared: createSharedMap({ server, eagerFirstView: !server && Boolean(app.host) }),
    shareStrategy: 'loaded-first',
    runtimePlugins: [
      ...(server ? [require.resolve('@module-federation/node/runtimePlugin')] : []),
      ...(!server && app.host ? [require.resolve('federation-plugins/provide-runtime-plugin')] : []),
      require.resolve('federation-plugins/retry-plugin'),
      require.resolve('federation-plugins/fallback-plugin'),
    ],
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    // Remotes are registered by their remoteEntry.js URL (never through the manifest protocol at
    // run time), so the snapshot plugin is dead weight; the target drops the other platform's code.
    experiments: {
      optimization: { disableSnapshot: true, target: server ? 'node' : 'web' },
      // In browsers the federation runtime is loaded once: the shell's bundle provides it
      // (globalThis._FEDERATION_RUNTIME_CORE) and every remoteEntry.js uses it instead of its own copy.
      // The bundler runtime likewise, through the shell's provide-runtime plugin (see runtimePlugins).
      ...(server ? {} : app.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
    },
    ...(server && !app.host ? { library: { type: 'commonjs-module', name: app.name } } : {}),
  });

  const client = {
    ...common,
    name: `${app.name}:client`,
    target: 'web',
    resolve: {
      ...common.resolve,
      // The runtime the shell provides to the remotes is imported as an ES module; the federation
      // runtime of the shell's own bundle requires the CommonJS build. One build, not both.
      alias: app.host ? { '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js') } : {},
    },
    entry: app.clientEntries || {},
    output: {
      path: path.join(outDir, 'client'),
      // The shell's files are always served from /static/ (the pages link its stylesheets there):
      // with 'auto' the CSS loader compared a chunk's stylesheet by its full URL, did not find the
      // page's /static/… link and added the same stylesheet again at start-up, restyling and
      // laying out the whole page after it was painted (issue 44). A remote's files live where its
      // deployment is, so 'auto' there.
      publicPath: app.host ? '/static/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      // A remote's production chunks by id only: its remoteEntry.js maps every chunk to its file, and
      // the names of ~30 exposed modules (`__federation_expose_order_credit_note`) cost the admin's
      // entry its place under the 8 KB budget (issue 38). Development builds keep the names.
      chunkFilename: production ? (app.host ? '[name].[contenthash:10].js' : '[id].[contenthash:10].js') : '[name].js',
      uniqueName: app.name,
      // The shell is rebuilt in place under running servers: hashed files of the previous build stay
      // so pages and server chunks in flight still load. Remotes build into a fresh folder anyway.
      clean: !app.host,
    },
    module: { rules: createModuleRules({ server: false, production }) },
    plugins: [
      new ModuleFederationPlugin(federation(false)),
      // A remote's remoteEntry.js takes the bundler runtime from the page too (see
      // federation-plugins/src/bundler-runtime.ts): its federation entry imports this module instead.
      ...(app.host ? [] : [new webpack.NormalModuleReplacementPlugin(BUNDLER_ENTRY_MODULE, require.resolve('federation-plugins/remote-bundler-runtime'))]),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? (app.host ? '[name].[contenthash:10].css' : '[id].[contenthash:10].css') : '[name].css',
      }),
      createDefines({ name: app.name, server: false, production, buildLabel }),
      ...(app.host ? [] : [new StandaloneRuntimePlugin({ production })]),
      new AssetsJsonPlugin({ pageEntries: Object.keys(app.clientEntries || {}) }),
      ...(app.clientPlugins || []),
    ],
    optimization: {
      minimize: production,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      // The shell's entry: the libraries in two files (cached across releases of the shop's own
      // code; React DOM apart, so that the browser compiles and runs them as two shorter tasks),
      // the shell and the shared packages in the third.
      ...(app.host
        ? {
            splitChunks: {
              cacheGroups: {
                reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, chunks: 'initial', name: 'react-dom', enforce: true, priority: 1 },
                vendor: { test: /[\\/]node_modules[\\/]/, chunks: 'initial', name: 'vendor', enforce: true },
              },
            },
          }
        : {}),
    },
  };

  const server = {
    ...common,
    name: `${app.name}:server`,
    target: 'async-node',
    entry: app.serverEntries || {},
    externalsPresets: { node: true },
    node: { __dirname: false, __filename: false },
    output: {
      path: path.join(outDir, 'server'),
      // Chunks of a remote's server build are fetched over HTTP next to its remoteEntry.js.
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: `${app.name}_server`,
      library: app.serverLibrary,
      clean: !app.host,
    },
    module: { rules: createModuleRules({ server: true, production }) },
    plugins: [
      new ModuleFederationPlugin(federation(true)),
      createDefines({ name: app.name, server: true, production, buildLabel }),
      ...(app.host ? [] : [new ServerEntryPublicPathPlugin()]),
      ...(app.serverPlugins || []),
    ],
    optimization: {
      minimize: false,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
  };

  return [client, server];
}

module.exports = { createAppConfigs, createSharedMap, root, rootPackage };
