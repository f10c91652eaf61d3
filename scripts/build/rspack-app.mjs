// One build recipe: the three browser apps (shell host, site remote, admin remote; createAppConfig),
// the site remote's server container (createServerConfig), the shell's server, a federation host for
// Node (createServerHostConfig), and the Cloud Functions (createFunctionsConfig). Each package's
// rspack config calls them with what makes it different.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { REACT_ROUTER_PRODUCTION } from './react-router.mjs';
import { ROBOTS_FILE, robotsPlugin } from './robots.mjs';
import { SHARED_SINGLETONS, sharedVersions } from './shared.mjs';

/** @typedef {import('@rspack/core').Configuration} Configuration */
/**
 * What a package's rspack config exports: its configuration for the command line's mode.
 * @template R
 * @typedef {(env: unknown, argv: { mode?: string }) => R} ConfigFunction
 */

/** How every build resolves modules. */
const RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // React Router's production build: its package exports name the development build alone.
  alias: { 'react-router$': REACT_ROUTER_PRODUCTION },
};

/** The shell's page in its build (see the HtmlRspackPlugin below). */
const APP_PAGE = 'app.html';

/**
 * The browser federation's shared singletons, each with its version as installed for `appDir`.
 * @param {string} appDir
 */
function sharedConfig(appDir) {
  const versions = sharedVersions(appDir);
  /** @type {Record<string, { singleton: true, requiredVersion: false, version?: string }>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = versions[name];
    shared[name] = { singleton: true, requiredVersion: false, ...(version ? { version } : {}) };
  }
  return shared;
}

/**
 * TypeScript and TSX through SWC, for browsers from 2022 on and for Node alike.
 * @param {boolean} production
 */
function swcRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        // Browsers from 2022 on (evergreen Chrome/Edge/Firefox, Safari 15.4+) run ES2022 as
        // written; SWC's default (ES5) inlined regenerator and spread helpers into every chunk.
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * The modules matching `test` (an app's dictionaries) with soft hyphens in their headings' long
 * words (`hyphenate-loader.mjs`), run on SWC's output (`enforce: 'post'`). None when `test` is
 * undefined.
 * @param {RegExp | undefined} test
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
function hyphenationRules(test) {
  return test ? [{ test, exclude: /node_modules/, enforce: 'post', loader: HYPHENATE_LOADER }] : [];
}

const HYPHENATE_LOADER = fileURLToPath(new URL('./hyphenate-loader.mjs', import.meta.url));

const ASSET_FILENAME = 'static/media/[name].[contenthash:8][ext]';

/** The file naming a remote's server container, next to it in dist/ssr/. */
const SERVER_MANIFEST = 'ssr/manifest.json';

/**
 * The shared singletons as the server container consumes them: from the host only (`import:
 * false`: nothing of them is in the bundle), whatever version it has. The shell's server renderer
 * provides each one (createServerHostConfig), as the shell does in the browser.
 */
function serverSharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((shared) => [
      shared,
      /** @type {const} */ ({ singleton: true, requiredVersion: false, import: false }),
    ]),
  );
}

/**
 * A remote's server build: a Module Federation container for Node (dist/ssr/remoteEntry.{hash}.cjs),
 * which the shell's server renderer loads with the federation runtime (fetched and run by the
 * runtime's Node loader, `commonjs-module`: the loader reads `module.exports`). Everything is in
 * that one file (no chunks: the Node loader fetches the entry, and a chunk would be read from a
 * local disk), the shared singletons are left to the host, images keep the browser build's names
 * and are not written again. dist/ssr/manifest.json names the current entry, so a redeploy is a
 * new address.
 * `runtimePlugins` are the container's own, relative to `dir` (besides `@module-federation/node`'s,
 * which loads its chunks over HTTP from where it was loaded).
 * `hyphenate` names the modules whose headings get soft hyphens (as in the browser build).
 * @param {{ name: string, dir: string, exposes: Record<string, string>, runtimePlugins?: string[], hyphenate?: RegExp }} options
 * @returns {ConfigFunction<Configuration>}
 */
export function createServerConfig({ name, dir, exposes, runtimePlugins = [], hyphenate }) {
  const require = createRequire(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      name: `${name}-server`,
      context: dir,
      mode: production ? 'production' : 'development',
      target: 'async-node',
      devtool: false,
      entry: {},
      output: {
        path: path.join(dir, 'dist/ssr'),
        uniqueName: `${name}-server`,
        // Set at run time from where the container was loaded (the `runtimePlugins`' publicPath plugin).
        publicPath: '',
        filename: '[name].[contenthash:8].cjs',
        chunkFilename: '[name].[contenthash:8].cjs',
        asyncChunks: false,
        assetModuleFilename: ASSET_FILENAME,
        clean: true,
      },
      resolve: RESOLVE,
      module: {
        rules: [
          swcRule(production),
          ...hyphenationRules(hyphenate),
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } },
          { test: /\.css$/i, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.[contenthash:8].cjs',
          library: { type: 'commonjs-module' },
          exposes,
          shared: serverSharedConfig(),
          runtimePlugins: [
            require.resolve('@module-federation/node/runtimePlugin'),
            ...runtimePlugins.map((plugin) => path.resolve(dir, plugin)),
          ],
          dts: false,
          manifest: false,
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        {
          /** @param {import('@rspack/core').Compiler} compiler */
          apply(compiler) {
            compiler.hooks.thisCompilation.tap('server-manifest', (compilation) => {
              compilation.hooks.processAssets.tap(
                { name: 'server-manifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
                () => {
                  const files = [...(compilation.entrypoints.get(name)?.getFiles() ?? [])];
                  const file = files.find((f) => f.endsWith('.cjs'));
                  if (!file) throw new Error('The server build wrote no container');
                  const others = Object.keys(compilation.assets).filter((f) => f.endsWith('.cjs') && f !== file);
                  // The runtime's Node loader fetches the entry only: a chunk beside it would never load.
                  if (others.length > 0) throw new Error(`The server container must be one file, not ${others}`);
                  compilation.emitAsset(
                    path.basename(SERVER_MANIFEST),
                    new rspack.sources.RawSource(`${JSON.stringify({ name, entry: `ssr/${file}` }, null, 2)}\n`),
                  );
                },
              );
            });
          },
        },
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}

/**
 * The boot script (`entry`) as the text a page inlines: bundled for browsers and minified.
 * @param {string} dir
 * @param {string} entry
 * @param {boolean} production
 * @returns {Promise<string>}
 */
function bootScript(dir, entry, production) {
  const out = mkdtempSync(path.join(tmpdir(), 'boot-'));
  const compiler = rspack({
    context: dir,
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: false,
    entry: { boot: entry },
    output: { path: out, filename: 'boot.js', iife: true },
    resolve: RESOLVE,
    module: { rules: [swcRule(true)] },
    optimization: { minimize: true },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      resolve(readFileSync(path.join(out, 'boot.js'), 'utf8').trim());
      rmSync(out, { recursive: true, force: true });
    }),
  );
}

/**
 * The host's server build (`lib/shell-server.cjs`): the renderer a Cloud Function requires, built
 * as a Module Federation host for Node: it provides SHARED_SINGLETONS to the remotes' server
 * containers (eagerly: Node loads the one file at start), and `@module-federation/node`'s runtime
 * plugin loads those containers (and any chunk of theirs) over HTTP from where they are deployed.
 * `bootEntry` is the script every rendered page inlines, built here too (`__BOOT_SCRIPT__`).
 * @param {{ name: string, dir: string, entry: string, bootEntry: string }} options
 * @returns {ConfigFunction<Promise<Configuration>>}
 */
export function createServerHostConfig({ name, dir, entry, bootEntry }) {
  const require = createRequire(path.join(dir, 'package.json'));
  return async (_env, argv) => {
    const production = argv.mode === 'production';
    const versions = sharedVersions(dir);
    // Only the browser's federation shares the Firebase SDK's internal packages (@firebase/*).
    const shared = SHARED_SINGLETONS.filter((module) => !module.startsWith('@firebase/'));
    return {
      name: `${name}-server`,
      context: dir,
      mode: production ? 'production' : 'development',
      target: 'async-node',
      devtool: 'source-map',
      // Every shared singleton is in the entry, so the host provides each one a container may ask
      // for, not only those its own code imports (the bundle exports the last module, `entry`).
      entry: { [`${name}-server`]: [...shared, entry] },
      output: {
        path: path.join(dir, 'lib'),
        uniqueName: `${name}-server`,
        filename: '[name].cjs',
        // One file for the function to carry.
        asyncChunks: false,
        library: { type: 'commonjs2' },
        // Written beside what runs it (the function's lib/): only its own files are replaced.
        clean: { keep: (file) => !file.startsWith(`${name}-server.`) },
      },
      resolve: RESOLVE,
      module: { rules: [swcRule(production)] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          dts: false,
          manifest: false,
          remoteType: 'script',
          remotes: {},
          shared: Object.fromEntries(
            shared.map((module) => [
              module,
              {
                singleton: true,
                requiredVersion: false,
                eager: true,
                ...(versions[module] ? { version: versions[module] } : {}),
              },
            ]),
          ),
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __BOOT_SCRIPT__: JSON.stringify(await bootScript(dir, bootEntry, production)),
        }),
      ],
      // Whitespace and comments only (names kept, so a logged stack still reads): a third of the
      // bytes, which a cold start parses before its first page.
      optimization: {
        minimize: production,
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: false, mangle: false } })],
      },
      performance: { hints: false },
    };
  };
}

/**
 * The Cloud Functions (`lib/index.js`, ESM for Node 22): the workspace's code and what it imports
 * inlined, the runtime SDKs (`runtimePackages`: the package's dependencies, which the Functions
 * runtime installs) left to node_modules, and `lib/shell-server.cjs` (the shell's server,
 * createServerHostConfig, written beside it) required at run time.
 * @param {{ dir: string, entry: string, runtimePackages: string[] }} options
 * @returns {ConfigFunction<Configuration>}
 */
export function createFunctionsConfig({ dir, entry, runtimePackages }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      name: 'functions',
      context: dir,
      mode: production ? 'production' : 'development',
      target: 'node22',
      devtool: 'source-map',
      entry: { index: entry },
      output: {
        path: path.join(dir, 'lib'),
        filename: '[name].js',
        module: true,
        chunkFormat: 'module',
        library: { type: 'module' },
        asyncChunks: false,
        // The shell's server is written into the same folder by its own build.
        clean: { keep: (file) => file.startsWith('shell-server.') },
      },
      resolve: RESOLVE,
      module: {
        rules: [swcRule(production)],
        // `import.meta.url` is lib/index.js's own at run time (renderPage requires ./shell-server.cjs from it).
        parser: { javascript: { importMeta: false } },
      },
      // Required where a module first needs them (createRequire), not imported up front: a module's
      // runtime packages load only when it is evaluated, so an instance of one function loads only
      // what that function needs (src/index.ts, src/loadedFunctions.ts).
      externalsType: 'node-commonjs',
      externals: [
        ({ request }, callback) => {
          const name = request && packageOf(request);
          return name && runtimePackages.includes(name) ? callback(undefined, request) : callback();
        },
      ],
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ],
      optimization: { minimize: false },
      performance: { hints: false },
    };
  };
}

/**
 * The package a bare import names (`@scope/name` or `name`), or null for a path.
 * @param {string} request
 */
function packageOf(request) {
  if (/^(\.|\/|[a-z]+:)/i.test(request)) return null;
  return request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, site, admin)
 * @param {string} options.dir the app's folder
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote offers
 * @param {string} [options.title] HTML title for the host page
 * @param {RegExp} [options.hyphenate] modules whose headings get soft hyphens (the site's dictionaries)
 * @returns {ConfigFunction<Configuration>}
 */
export function createAppConfig({ name, dir, port, exposes, title, hyphenate }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: /** @type {Record<string, string>} */ (isHost ? { main: './src/index.ts' } : {}),
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        assetModuleFilename: ASSET_FILENAME,
        // Chunks load with crossorigin="anonymous" (the remotes answer with CORS): a remote's
        // stylesheet is then readable through the CSSOM, so nothing (axe in the e2e tests) has to
        // fetch it again and inject it as an inline <style>, which the CSP refuses.
        crossOriginLoading: 'anonymous',
        // The server container (dist/ssr/, createServerConfig) is written by its own compiler.
        clean: { keep: (file) => /(^|[\\/])ssr([\\/]|$)/.test(file) },
      },
      resolve: RESOLVE,
      module: {
        rules: [
          swcRule(production),
          ...hyphenationRules(hyphenate),
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
          // Library stylesheets (the admin's markdown editor): Rspack's built-in CSS support; each
          // loads with the chunk that imports it, so only the admin remote ever fetches one.
          { test: /\.css$/i, type: 'css/auto' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          dts: false,
          shareStrategy: 'loaded-first',
          shared: sharedConfig(dir),
          // The host ships the federation runtime once; remotes use it instead of their own
          // copy. No manifest snapshots: remotes are addressed by their remoteEntry.js.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }),
        }),
        isHost &&
          new rspack.HtmlRspackPlugin({
            template: path.join(dir, 'public/index.html'),
            // Not index.html: Hosting would answer / with it. Every address goes to the server
            // renderer (firebase.json), which fills this page in; the admin gets it as it is.
            filename: APP_PAGE,
            title,
          }),
        isHost &&
          new rspack.CopyRspackPlugin({
            patterns: [
              { from: path.join(dir, 'public'), globOptions: { ignore: ['**/index.html', `**/${ROBOTS_FILE}`] } },
            ],
          }),
        // robots.txt names the sitemap by the environment's absolute address (robots.mjs).
        isHost && robotsPlugin({ shellDir: dir, rspack }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // A browser build runs where `window` is: code for the server only (the site's reads of
          // Firestore for its render, `typeof window === 'undefined' ? …`) is dropped from its
          // chunks with what only it imports, as Next.js does for its client bundles.
          'typeof window': JSON.stringify('object'),
        }),
      ].filter(Boolean),
      optimization: { minimize: production },
      performance: { hints: false },
      // Lazy compilation's proxy refuses the shell's origin; remotes are loaded cross-origin.
      lazyCompilation: false,
      devServer: {
        port,
        host: '127.0.0.1',
        // The apps are opened as localhost and their sockets reach 127.0.0.1: allow both.
        allowedHosts: ['localhost', '127.0.0.1'],
        hot: false,
        liveReload: true,
        historyApiFallback: isHost ? { index: `/${APP_PAGE}` } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        // A dev server is not part of the local stack (pnpm start serves production builds through
        // the Hosting emulator). APP_CONFIG_FILE lets one serve a runtime configuration kept
        // outside the source tree, e.g. the stack's .local/app-config.json.
        setupMiddlewares: (middlewares) => {
          if (isHost && process.env.APP_CONFIG_FILE) {
            const file = process.env.APP_CONFIG_FILE;
            middlewares.unshift({
              name: 'app-config',
              path: '/app-config.json',
              middleware: (
                /** @type {import('node:http').IncomingMessage} */ _req,
                /** @type {import('node:http').ServerResponse} */ res,
              ) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(readFileSync(file));
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}
