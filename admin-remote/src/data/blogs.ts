/** The `blogs` collection as the admin console reads and writes it, in domain objects. */
import {
  BLOGS_COLLECTION,
  type Blog,
  type BlogDraft,
  type BlogFields,
  blogFromFirestore,
  blogToFirestore,
  draftToBlogFields,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
} from 'firebase/firestore/lite';
import { EditConflictError, type SaveOptions } from './editConflict';

const blogs = () => collection(db(), BLOGS_COLLECTION);

/** Every post, drafts included (only admins may read those), newest first. */
export async function listBlogs(): Promise<Blog[]> {
  const snapshot = await getDocs(query(blogs(), orderBy('published_date', 'desc')));
  return snapshot.docs.map((document) => blogFromFirestore(document.id, document.data()));
}

/** One post, or null when it does not exist. */
export async function getBlog(id: string): Promise<Blog | null> {
  const snapshot = await getDoc(doc(blogs(), id));
  return snapshot.exists() ? blogFromFirestore(snapshot.id, snapshot.data()) : null;
}

/** Slugs are unique per collection: the other posts' slugs, to derive a free one. */
async function otherSlugs(exceptId?: string): Promise<string[]> {
  const snapshot = await getDocs(blogs());
  return snapshot.docs.filter((document) => document.id !== exceptId).map((document) => String(document.get('slug')));
}

/** Creates a post from the editor's values (slug, date and null rules of the domain). */
export async function createBlog(draft: BlogDraft): Promise<Blog> {
  const fields = draftToBlogFields(draft, { takenSlugs: await otherSlugs() });
  const reference = await addDoc(blogs(), blogToFirestore(fields));
  return { id: reference.id, ...fields };
}

function sameBlog(a: BlogFields, b: BlogFields): boolean {
  return JSON.stringify(blogToFirestore(a)) === JSON.stringify(blogToFirestore(b));
}

/**
 * Saves the editor's values over `loaded`, the post as the editor opened it. In one transaction
 * the stored post is compared with `loaded`: if someone changed or deleted it meanwhile, nothing
 * is written and an {@link EditConflictError} carries the stored version (unless `overwrite`).
 */
export async function updateBlog(loaded: Blog, draft: BlogDraft, options: SaveOptions = {}): Promise<Blog> {
  const fields = draftToBlogFields(draft, { takenSlugs: await otherSlugs(loaded.id) });
  const reference = doc(blogs(), loaded.id);
  await runTransaction(db(), async (transaction) => {
    const stored = await transaction.get(reference);
    const current = stored.exists() ? blogFromFirestore(stored.id, stored.data()) : null;
    if (!options.overwrite && (!current || !sameBlog(current, loaded))) throw new EditConflictError(current);
    transaction.set(reference, blogToFirestore(fields));
  });
  return { id: loaded.id, ...fields };
}

export async function deleteBlog(id: string): Promise<void> {
  await deleteDoc(doc(blogs(), id));
}
