/**
 * Exposed as './publicPath' of the server container: the shell's server renderer calls it with
 * the site remote's root (where its remoteEntry.js and static/ live) before it loads './server',
 * so the site's images are addressed from the site remote's origin, as in the browser, where the
 * address comes from remoteEntry.js. The federation runtime's Node loader runs the container
 * without its address (`__filename` is the file's bare name), so the host says where it is.
 */
declare let __webpack_public_path__: string;

export function setPublicPath(root: string): void {
  __webpack_public_path__ = root;
}
