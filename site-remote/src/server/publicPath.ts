// Evaluated first (server.ts imports it before anything else): the bundle's files (images) are
// addressed from the site remote's origin, as in the browser, where the address comes from
// remoteEntry.js. The renderer runs the bundle with `__filename` set to the address it was
// fetched from: {origin}/ssr/site.{hash}.cjs.
// biome-ignore lint/style/useConst: a free variable of the bundler, assigned to set the public path.
declare let __webpack_public_path__: string;
declare const __filename: string;

__webpack_public_path__ = new URL('..', __filename).href;
