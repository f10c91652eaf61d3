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
 * The posts are read and the shards written in one transaction, so a post saved meanwhile makes
 * it start again rather than be left out (the stories and their index likewise, in a second one).
 * Shards beyond BLOG_INDEX_SHARDS (left by a larger count) are deleted. When the posts do not fit,
 * nothing is written and the error says by how much.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Firestore } from 'firebase-admin/firestore';
import { BLOGS_COLLECTION, blogFromFirestore } from '../../domain/src/blog';
import {
  BLOG_CARD_FIELDS,
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  BLOG_INDEX_SHARDS,
  type BlogIndexBody,
  blogIndexShards,
  FIRESTORE_DOCUMENT_BYTES,
  storedSize,
} from '../../domain/src/blogIndex';
import { CASE_STUDIES_COLLECTION, caseStudyFromFirestore } from '../../domain/src/caseStudy';
import {
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  caseStudyIndexDocument,
} from '../../domain/src/caseStudyIndex';
import { runOnTarget } from './target';

/** A shard's room: a document's bytes less its name and overhead. */
const SHARD_ROOM = FIRESTORE_DOCUMENT_BYTES - 1_024;

const PUBLICATION_FIELDS = ['is_published', 'publish_at', 'unpublish_at'];

const USAGE = 'Usage: pnpm content:reindex --emulator [--project demo-…] | --project <id>';

export interface Reindexed {
  /** Posts listed, by shard. */
  posts: Record<string, number>;
  /** Shards beyond BLOG_INDEX_SHARDS that were deleted. */
  removed: string[];
}

/** Writes every shard of the blog index from the posts stored, as listed at `now`; `room`: a shard's bytes. */
export async function reindexBlog(db: Firestore, now = new Date(), room = SHARD_ROOM): Promise<Reindexed> {
  const index = db.collection(BLOG_INDEX_COLLECTION);
  return db.runTransaction(async (transaction) => {
    const [posts, shards] = await Promise.all([
      // What an entry is made of, not the posts' bodies.
      transaction.get(db.collection(BLOGS_COLLECTION).select(...BLOG_CARD_FIELDS, ...PUBLICATION_FIELDS)),
      transaction.get(index.select()),
    ]);
    const bodies: Record<string, BlogIndexBody> = blogIndexShards(
      posts.docs.map((post) => blogFromFirestore(post.id, post.data())),
      now,
    );
    const over = Object.entries(bodies).filter(([, body]) => storedSize(body) > room);
    if (over.length > 0) {
      const sizes = over.map(([id, body]) => `${id} ${storedSize(body)} bytes`).join(', ');
      throw new Error(
        `The posts do not fit in ${BLOG_INDEX_SHARDS} shards of ${room} bytes (${sizes}): raise BLOG_INDEX_SHARDS in domain/src/blogIndex.ts, deploy the functions and the site, and run this again. Nothing was written.`,
      );
    }
    for (const [id, body] of Object.entries(bodies)) transaction.set(index.doc(id), body);
    const removed = shards.docs.map((shard) => shard.id).filter((id) => !BLOG_INDEX_DOCUMENTS.includes(id));
    for (const id of removed) transaction.delete(index.doc(id));
    const counts = Object.fromEntries(Object.entries(bodies).map(([id, body]) => [id, Object.keys(body.posts).length]));
    return { posts: counts, removed };
  });
}

/**
 * Writes the case studies' index whole from the stories stored, as listed at `now` (`room`: the
 * document's bytes); the number of stories listed. When they do not fit, nothing is written.
 */
export async function reindexCaseStudies(db: Firestore, now = new Date(), room = SHARD_ROOM): Promise<number> {
  const index = db.collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT);
  return db.runTransaction(async (transaction) => {
    // What an entry is made of, not the stories' bodies.
    const stories = await transaction.get(
      db.collection(CASE_STUDIES_COLLECTION).select('created_at', ...PUBLICATION_FIELDS),
    );
    const body = caseStudyIndexDocument(
      stories.docs.map((story) => caseStudyFromFirestore(story.id, story.data())),
      now,
    );
    if (storedSize(body) > room) {
      throw new Error(
        `The case studies do not fit in their index's ${room} bytes (${storedSize(body)} bytes): split it into shards as the blog index is (domain/src/caseStudyIndex.ts). Nothing was written.`,
      );
    }
    transaction.set(index, body);
    return Object.keys(body.stories).length;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runOnTarget(process.argv.slice(2), USAGE, async (db) => {
    const { posts, removed } = await reindexBlog(db);
    const listed = Object.entries(posts).map(([id, count]) => `${id} ${count}`);
    const total = Object.values(posts).reduce((sum, count) => sum + count, 0);
    const stories = await reindexCaseStudies(db);
    return [
      `Wrote the blog index: ${total} posts listed (${listed.join(', ')}).`,
      ...(removed.length > 0 ? [`Deleted the shards no longer used: ${removed.join(', ')}.`] : []),
      `Wrote the case studies' index: ${stories} case studies listed.`,
    ];
  });
}
