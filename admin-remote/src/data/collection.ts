/**
 * One content collection as the admin console reads and writes it, in domain objects. The blog
 * and case-study modules are instances of this, each naming its collection, its converters and
 * how the editor's draft becomes stored fields.
 */
import { db } from '@app/platform/firestore';
import {
  addDoc,
  collection,
  type DocumentData,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
} from 'firebase/firestore/lite';
import { EditConflictError, type SaveOptions } from './editConflict';

export interface CollectionDefinition<Fields, Draft> {
  name: string;
  /** The field the list is sorted on, newest first. */
  newestFirstBy: string;
  fromFirestore: (id: string, data: DocumentData) => Fields & { id: string };
  toFirestore: (fields: Fields) => DocumentData;
  /**
   * The draft as stored fields. `takenSlugs` are the other documents' slugs (slugs are unique per
   * collection); `loaded` is the document the editor opened, absent when creating one.
   */
  draftToFields: (draft: Draft, takenSlugs: string[], loaded?: Fields) => Fields;
}

export interface ContentCollection<Fields, Draft> {
  /** Every document, drafts included (only admins may read those), newest first. */
  list: () => Promise<Array<Fields & { id: string }>>;
  /** One document, or null when it does not exist. */
  get: (id: string) => Promise<(Fields & { id: string }) | null>;
  /** Creates a document from the editor's values (slug, date and null rules of the domain). */
  create: (draft: Draft) => Promise<Fields & { id: string }>;
  /**
   * Saves the editor's values over `loaded`, the document as the editor opened it. In one
   * transaction the stored document is compared with `loaded`: if someone changed or deleted it
   * meanwhile, nothing is written and an {@link EditConflictError} carries the stored version
   * (unless `overwrite`).
   */
  update: (loaded: Fields & { id: string }, draft: Draft, options?: SaveOptions) => Promise<Fields & { id: string }>;
  remove: (id: string) => Promise<void>;
}

export function contentCollection<Fields, Draft>(
  definition: CollectionDefinition<Fields, Draft>,
): ContentCollection<Fields, Draft> {
  const { fromFirestore, toFirestore, draftToFields } = definition;
  const documents = () => collection(db(), definition.name);

  async function otherSlugs(exceptId?: string): Promise<string[]> {
    const snapshot = await getDocs(documents());
    return snapshot.docs.filter((document) => document.id !== exceptId).map((document) => String(document.get('slug')));
  }

  const same = (a: Fields, b: Fields) => JSON.stringify(toFirestore(a)) === JSON.stringify(toFirestore(b));

  return {
    async list() {
      const snapshot = await getDocs(query(documents(), orderBy(definition.newestFirstBy, 'desc')));
      return snapshot.docs.map((document) => fromFirestore(document.id, document.data()));
    },
    async get(id) {
      const snapshot = await getDoc(doc(documents(), id));
      return snapshot.exists() ? fromFirestore(snapshot.id, snapshot.data()) : null;
    },
    async create(draft) {
      const fields = draftToFields(draft, await otherSlugs());
      const reference = await addDoc(documents(), toFirestore(fields));
      return { id: reference.id, ...fields };
    },
    async update(loaded, draft, options = {}) {
      const fields = draftToFields(draft, await otherSlugs(loaded.id), loaded);
      const reference = doc(documents(), loaded.id);
      await runTransaction(db(), async (transaction) => {
        const stored = await transaction.get(reference);
        const current = stored.exists() ? fromFirestore(stored.id, stored.data()) : null;
        if (!options.overwrite && (!current || !same(current, loaded))) throw new EditConflictError(current);
        transaction.set(reference, toFirestore(fields));
      });
      return { id: loaded.id, ...fields };
    },
    async remove(id) {
      await deleteDoc(doc(documents(), id));
    },
  };
}
