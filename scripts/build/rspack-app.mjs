// One build recipe for the three browser apps (shell host, site remote, admin remote).
// Each app's rspack.config.mjs calls createAppConfig with what makes it different.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ROBOTS_FILE, robotsPlugin } from './robots.mjs';
import { SHARED_SINGLETONS } from './shared.mjs';

export { SHARED_SINGLETONS };

/** The shell's page in its build (see the HtmlRspackPlugin below). */
export const APP_PAGE = 'app.html';

function sharedConfig(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    let version;
    try {
      version = require(`${pkgName}/package.json`).version;
    } catch {
      // Packages whose exports map hides package.json: resolve from the entry instead.
      version = undefined;
    }
    shared[name] = { singleton: true, requiredVersion: false, ...(version ? { version } : {}) };
  }
  return shared;
}

/** TypeScript and TSX through SWC, for browsers from 2022 on and for Node alike. */
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

const ASSET_FILENAME = 'static/media/[name].[contenthash:8][ext]';

/** The file naming a remote's server bundle, next to it in dist/ssr/. */
export const SERVER_MANIFEST = 'ssr/manifest.json';

/**
 * A remote's server bundle (dist/ssr/{name}.{hash}.cjs): one CommonJS file with every page in it
 * (no chunks to fetch), leaving the shared singletons to the shell's server renderer, which
 * provides them as the federation runtime does in the browser. Images keep the browser build's
 * names and are not written again. dist/ssr/manifest.json names the current bundle.
 * @param {{ name: string, dir: string, entry: string }} options
 */
export function createServerConfig({ name, dir, entry }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      name: `${name}-server`,
      context: dir,
      mode: production ? 'production' : 'development',
      target: 'node20',
      devtool: false,
      entry: { server: entry },
      output: {
        path: path.join(dir, 'dist/ssr'),
        filename: `${name}.[contenthash:8].cjs`,
        library: { type: 'commonjs2' },
        asyncChunks: false,
        // Addresses from the remote's root (the bundle sets its public path to it at run time).
        assetModuleFilename: ASSET_FILENAME,
        clean: true,
      },
      externalsType: 'commonjs',
      externals: Object.fromEntries(SHARED_SINGLETONS.map((shared) => [shared, shared])),
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          swcRule(production),
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } },
          { test: /\.css$/i, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        {
          apply(compiler) {
            compiler.hooks.thisCompilation.tap('server-manifest', (compilation) => {
              compilation.hooks.processAssets.tap(
                { name: 'server-manifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
                () => {
                  const file = [...(compilation.entrypoints.get('server')?.getFiles() ?? [])].find((f) =>
                    f.endsWith('.cjs'),
                  );
                  if (!file) throw new Error('The server build wrote no bundle');
                  compilation.emitAsset(
                    path.basename(SERVER_MANIFEST),
                    new rspack.sources.RawSource(`${JSON.stringify({ entry: `ssr/${file}` }, null, 2)}\n`),
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
 * @param {object} options
 * @param {string} options.name federation name (shell, site, admin)
 * @param {string} options.dir the app's folder
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote offers
 * @param {string} [options.title] HTML title for the host page
 */
export function createAppConfig({ name, dir, port, exposes, title }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: isHost ? { main: './src/index.ts' } : {},
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
        // The server bundle (dist/ssr/, createServerConfig) is written by its own compiler.
        clean: { keep: (file) => /(^|[\\/])ssr([\\/]|$)/.test(file) },
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          swcRule(production),
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
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
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
              middleware: (_req, res) => {
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
