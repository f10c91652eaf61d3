import type { AppConfig } from '@app/platform';
import type { Firestore } from 'firebase/firestore/lite';

export interface FirestoreAccess {
  db: Firestore;
  /** The "lite" SDK's functions (collection, query, getDocs, …). */
  sdk: typeof import('firebase/firestore/lite');
}

/**
 * The public site's Firestore access: the server's render only, which reads with the request's
 * `config`. The visitor's browser reads no Firestore: it asks the site's API for what a page shows
 * (`/api/blog`, `/api/blog/<slug>`, `/api/case-studies`: useBlogs.ts, useCaseStudies.ts), so this
 * refuses there. The browser build knows `typeof window` (scripts/build/rspack-app.mjs), so the
 * imports below never reach its chunks: no Firestore SDK is built into the site's browser code.
 */
export function loadFirestore(config?: AppConfig): Promise<FirestoreAccess> {
  if (typeof window !== 'undefined') {
    return Promise.reject(new Error("The browser reads no Firestore: the site's API (/api) answers it"));
  } else {
    // Both downloads start at once. Written without async/await, whose helpers the build would
    // otherwise add to every route that reads content. (An else, not code after a return: the
    // browser build leaves out a branch it knows is never taken, imports and all.)
    const platform = import('@app/platform/firestore');
    const lite = import('firebase/firestore/lite');
    return platform.then(({ db }) => lite.then((sdk) => ({ db: db(config), sdk })));
  }
}
