// One build recipe for the three browser apps (shell host, site remote, admin remote).
// Each app's rspack.config.mjs calls createAppConfig with what makes it different.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ROBOTS_FILE, robotsPlugin } from './robots.mjs';

/**
 * Libraries that must exist once at run time: React context (theme, router, i18n, stores)
 * only crosses app boundaries when every app uses the same module instance.
 * None is eager: the host loads each one when first imported, so visitors only download
 * what the page they open needs.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  'i18next',
  'react-i18next',
  'zustand',
  'firebase/app',
  'firebase/auth',
  'firebase/firestore/lite',
  'firebase/functions',
  'firebase/storage',
  // The SDK's internal registry: firebase/auth, /firestore … register their services into
  // @firebase/app, so it must be the very instance firebase/app hands out.
  '@firebase/app',
  '@firebase/component',
  '@firebase/util',
  '@firebase/logger',
  // MUI and React Router are reached only through these re-export modules (lint enforces it),
  // so each exists once at run time and ships tree-shaken to what the apps use.
  '@app/shared-ui',
  '@app/shared-ui/mui',
  '@app/shared-ui/icons',
  '@app/platform',
  '@app/platform/router',
  '@app/platform/firestore',
  '@app/platform/auth',
  '@app/platform/functions',
  '@app/platform/storage',
  '@app/platform/leads',
  '@app/platform/translate',
];

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
        assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
        // Chunks load with crossorigin="anonymous" (the remotes answer with CORS): a remote's
        // stylesheet is then readable through the CSSOM, so nothing (axe in the e2e tests) has to
        // fetch it again and inject it as an inline <style>, which the CSP refuses.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
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
          },
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
        historyApiFallback: isHost,
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
