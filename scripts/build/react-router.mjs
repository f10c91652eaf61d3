// React Router's production build, for every build's `resolve.alias`. Its package exports name only
// its development build, where ENABLE_DEV_WARNINGS is on (remix-run/react-router#14102, open): then
// `<Routes>` builds its warnings' texts on every render and its default error boundary shows "Hey
// developer" to visitors. The two builds differ in that constant alone (react-router.test.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../platform/package.json'));

/** The installed react-router's folder (the platform package is the one that imports it). */
export const REACT_ROUTER_DIR = path.dirname(require.resolve('react-router/package.json'));

/** Its production build's ES module entry. */
export const REACT_ROUTER_PRODUCTION = path.join(REACT_ROUTER_DIR, 'dist/production/index.mjs');
