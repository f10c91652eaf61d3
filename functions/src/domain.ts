/**
 * The shared domain package (domain/src), which the build (rspack.config.mjs) bundles into lib/index.js.
 *
 * It is imported by path rather than declared as a `workspace:` dependency on purpose: Cloud
 * Functions installs this folder's package.json with npm, and npm refuses the whole install
 * over pnpm's `workspace:` protocol (EUNSUPPORTEDPROTOCOL), even for a devDependency.
 */
export * from '../../domain/src/index';
