/**
 * `pnpm content:reindex`: writes the blog index (domain/src/blogIndex.ts) whole from the posts as
 * stored: after BLOG_INDEX_SHARDS changed (every post moves to the shard its id now names), or to
 * repair an index a failed trigger left behind (the log's `blog_index_full`). It writes the case
 * studies' index (domain/src/caseStudyIndex.ts) whole from the stories too: once on a project
 * deployed before that index existed (until then the list reads every live story, see
 * site-remote/src/data/caseStudies.ts), or after `case_study_index_full`.
 *
 *   pnpm content:reindex --emulator [--project demo-…]
 *   pnpm content:reindex --project <id>
 *
 * The posts are read a page of {@link READ_PAGE} at a time (their card fields, not their bodies),
 * outside any transaction, so staff go on saving while it runs (one transaction over every post
 * held each of them until it committed: a save waited for the whole run). What it keeps instead:
 * no entry is left as a post was before its last save. The shards are written whole from the posts
 * as read; then every post's update time is read again, and each post saved, added or deleted since
 * it was read has its entry written from the post as stored, in a transaction with that post (as
 * the blog trigger would). A save after that is the trigger's to index, as any save. Shards beyond
 * BLOG_INDEX_SHARDS (left by a larger count) are deleted. When the posts do not fit, nothing is
 * written and the error says by how much. The stories and their index likewise.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DocumentData,
  type DocumentReference,
  FieldPath,
  FieldValue,
  type Firestore,
  type QuerySnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { BLOGS_COLLECTION, blogFromFirestore } from '../../domain/src/blog';
import {
  BLOG_CARD_FIELDS,
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  BLOG_INDEX_SHARDS,
  type BlogIndexBody,
  blogIndexDocumentId,
  blogIndexEntry,
  blogIndexShards,
  FIRESTORE_DOCUMENT_BYTES,
  storedSize,
} from '../../domain/src/blogIndex';
import { CASE_STUDIES_COLLECTION, caseStudyFromFirestore } from '../../domain/src/caseStudy';
import {
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  CASE_STUDY_INDEX_FIELD,
  caseStudyIndexDocument,
  caseStudyIndexEntry,
} from '../../domain/src/caseStudyIndex';
import { runOnTarget } from './target';

/** A shard's room: a document's bytes less its name and overhead. */
const SHARD_ROOM = FIRESTORE_DOCUMENT_BYTES - 1_024;

/** Documents read in one query: each page a bounded read, however many posts there are. */
export const READ_PAGE = 1_000;

const PUBLICATION_FIELDS = ['is_published', 'publish_at', 'unpublish_at'];

const USAGE = 'Usage: pnpm content:reindex --emulator [--project demo-…] | --project <id>';

/** Where a run is: a line for the person running it (awaited, so a test can act at that point). */
export type Progress = (line: string) => void | Promise<void>;

const count = (n: number) => n.toLocaleString('en-US');

interface Read {
  data: DocumentData;
  updated: Timestamp;
}

/**
 * Every document of `collection` with only `fields` (none: only the names and update times), a
 * page of READ_PAGE at a time in id order, `progress` told after each page.
 */
async function readAll(
  db: Firestore,
  collection: string,
  fields: readonly string[],
  progress: (read: number) => void | Promise<void>,
): Promise<Map<string, Read>> {
  const read = new Map<string, Read>();
  const query = db
    .collection(collection)
    .select(...fields)
    .orderBy(FieldPath.documentId())
    .limit(READ_PAGE);
  let last: string | null = null;
  for (;;) {
    const page: QuerySnapshot = await (last === null ? query : query.startAfter(last)).get();
    for (const doc of page.docs) read.set(doc.id, { data: doc.data(), updated: doc.updateTime });
    await progress(read.size);
    const end = page.docs.at(-1);
    if (page.size < READ_PAGE || !end) return read;
    last = end.id;
  }
}

/** What a listing of one collection is made of (the blog's, the case studies'). */
interface Listing {
  collection: string;
  fields: readonly string[];
  /** In progress lines: "posts", "case studies". */
  noun: string;
  /** The index document that holds an item's entry, and the map it is under. */
  document(id: string): DocumentReference;
  field: string;
  /** The item's entry, or null when it is not listed (or gone: `data` undefined). */
  entry(id: string, data: DocumentData | undefined): object | null;
}

/**
 * After the index was written from `read`: the items saved, added or deleted since have their
 * entries written from the items as stored, each in a transaction with its item. The number fixed.
 */
async function catchUp(db: Firestore, listing: Listing, read: Map<string, Read>, progress: Progress) {
  const now = await readAll(db, listing.collection, [], (n) =>
    progress(`Checked ${count(n)} ${listing.noun} for saves made meanwhile.`),
  );
  const changed = [...new Set([...now.keys(), ...read.keys()])].filter((id) => {
    const before = read.get(id)?.updated;
    const after = now.get(id)?.updated;
    return !before || !after || !before.isEqual(after);
  });
  for (const id of changed) {
    const item = db.collection(listing.collection).doc(id);
    await db.runTransaction(async (transaction) => {
      const entry = listing.entry(id, (await transaction.get(item)).data());
      const document = listing.document(id);
      if (entry)
        transaction.set(
          document,
          { [listing.field]: { [id]: entry } },
          {
            mergeFields: [new FieldPath(listing.field, id)],
          },
        );
      else transaction.set(document, { [listing.field]: { [id]: FieldValue.delete() } }, { merge: true });
    });
  }
  if (changed.length > 0) await progress(`Indexed again ${count(changed.length)} ${listing.noun} saved meanwhile.`);
  return changed.length;
}

async function readListed(db: Firestore, listing: Listing, progress: Progress): Promise<Map<string, Read>> {
  const total = (await db.collection(listing.collection).count().get()).data().count;
  return readAll(db, listing.collection, listing.fields, (n) =>
    progress(`Read ${count(n)} of ${count(Math.max(n, total))} ${listing.noun}.`),
  );
}

export interface Reindexed {
  /** Posts listed, by shard. */
  posts: Record<string, number>;
  /** Shards beyond BLOG_INDEX_SHARDS that were deleted. */
  removed: string[];
}

/**
 * Writes every shard of the blog index from the posts stored, as listed at `now`; `room`: a
 * shard's bytes; `progress` told how far it is.
 */
export async function reindexBlog(
  db: Firestore,
  now = new Date(),
  room = SHARD_ROOM,
  progress: Progress = () => {},
): Promise<Reindexed> {
  const index = db.collection(BLOG_INDEX_COLLECTION);
  const listing: Listing = {
    collection: BLOGS_COLLECTION,
    // What an entry is made of, not the posts' bodies.
    fields: [...BLOG_CARD_FIELDS, ...PUBLICATION_FIELDS],
    noun: 'posts',
    document: (id) => index.doc(blogIndexDocumentId(id)),
    field: 'posts',
    entry: (id, data) => (data ? blogIndexEntry(blogFromFirestore(id, data), now) : null),
  };
  const read = await readListed(db, listing, progress);
  const bodies: Record<string, BlogIndexBody> = blogIndexShards(
    [...read].map(([id, { data }]) => blogFromFirestore(id, data)),
    now,
  );
  const over = Object.entries(bodies).filter(([, body]) => storedSize(body) > room);
  if (over.length > 0) {
    const sizes = over.map(([id, body]) => `${id} ${storedSize(body)} bytes`).join(', ');
    throw new Error(
      `The posts do not fit in ${BLOG_INDEX_SHARDS} shards of ${room} bytes (${sizes}): raise BLOG_INDEX_SHARDS in domain/src/blogIndex.ts, deploy the functions and the site, and run this again. Nothing was written.`,
    );
  }
  for (const [id, body] of Object.entries(bodies)) await index.doc(id).set(body);
  const shards = await index.select().get();
  const removed = shards.docs.map((shard) => shard.id).filter((id) => !BLOG_INDEX_DOCUMENTS.includes(id));
  for (const id of removed) await index.doc(id).delete();
  await progress(`Wrote the ${BLOG_INDEX_SHARDS} shards of the blog index.`);
  await catchUp(db, listing, read, progress);
  const listed = await Promise.all(BLOG_INDEX_DOCUMENTS.map((id) => index.doc(id).get()));
  const posts = Object.fromEntries(listed.map((shard) => [shard.id, Object.keys(shard.get('posts') ?? {}).length]));
  return { posts, removed };
}

/**
 * Writes the case studies' index whole from the stories stored, as listed at `now` (`room`: the
 * document's bytes); the number of stories listed. When they do not fit, nothing is written.
 */
export async function reindexCaseStudies(
  db: Firestore,
  now = new Date(),
  room = SHARD_ROOM,
  progress: Progress = () => {},
): Promise<number> {
  const index = db.collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT);
  const listing: Listing = {
    collection: CASE_STUDIES_COLLECTION,
    // What an entry is made of, not the stories' bodies.
    fields: ['created_at', ...PUBLICATION_FIELDS],
    noun: 'case studies',
    document: () => index,
    field: CASE_STUDY_INDEX_FIELD,
    entry: (id, data) => (data ? caseStudyIndexEntry(caseStudyFromFirestore(id, data), now) : null),
  };
  const read = await readListed(db, listing, progress);
  const body = caseStudyIndexDocument(
    [...read].map(([id, { data }]) => caseStudyFromFirestore(id, data)),
    now,
  );
  if (storedSize(body) > room) {
    throw new Error(
      `The case studies do not fit in their index's ${room} bytes (${storedSize(body)} bytes): split it into shards as the blog index is (domain/src/caseStudyIndex.ts). Nothing was written.`,
    );
  }
  await index.set(body);
  await progress("Wrote the case studies' index.");
  await catchUp(db, listing, read, progress);
  return Object.keys((await index.get()).get(CASE_STUDY_INDEX_FIELD) ?? {}).length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runOnTarget(process.argv.slice(2), USAGE, async (db) => {
    // How far it is on stderr, as content:export and content:import say it; the outcome on stdout.
    const progress: Progress = (line) => console.warn(line);
    const { posts, removed } = await reindexBlog(db, new Date(), SHARD_ROOM, progress);
    const listed = Object.entries(posts).map(([id, count]) => `${id} ${count}`);
    const total = Object.values(posts).reduce((sum, count) => sum + count, 0);
    const stories = await reindexCaseStudies(db, new Date(), SHARD_ROOM, progress);
    return [
      `Wrote the blog index: ${total} posts listed (${listed.join(', ')}).`,
      ...(removed.length > 0 ? [`Deleted the shards no longer used: ${removed.join(', ')}.`] : []),
      `Wrote the case studies' index: ${stories} case studies listed.`,
    ];
  });
}
