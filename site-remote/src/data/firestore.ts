import type { AppConfig } from '@app/platform';
import type { Firestore } from 'firebase/firestore/lite';

export interface FirestoreAccess {
  db: Firestore;
  /** The "lite" SDK's functions (collection, query, getDocs, …). */
  sdk: typeof import('firebase/firestore/lite');
}

/**
 * The public site's Firestore access, imported at call time, so only the routes that read
 * content download Firebase. The browser's without `config`; the server's loaders name the
 * request's configuration.
 */
export function loadFirestore(config?: AppConfig): Promise<FirestoreAccess> {
  // Both downloads start at once. Written without async/await, whose helpers the build would
  // otherwise add to every route that reads content.
  const platform = import('@app/platform/firestore');
  const lite = import('firebase/firestore/lite');
  return platform.then(({ db }) => lite.then((sdk) => ({ db: db(config), sdk })));
}
