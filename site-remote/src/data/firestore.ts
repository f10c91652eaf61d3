/**
 * The public site's Firestore access: the database and the "lite" SDK's query functions,
 * imported at call time, so only the routes that read content download Firebase.
 */
export async function loadFirestore() {
  const [{ db }, lite] = await Promise.all([import('@app/platform/firestore'), import('firebase/firestore/lite')]);
  return { db: db(), ...lite };
}
