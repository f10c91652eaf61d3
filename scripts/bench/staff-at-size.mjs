#!/usr/bin/env node
/**
 * The staff's lists and jobs that the other benches do not cover, at size, on the local stack's
 * Firestore emulator, in a demo project of their own that no function watches (so no trigger runs):
 *
 * - the audit log at `--entries N` entries (default 10,000) naming `--posts N` posts (default
 *   1,000, each with a body of about 6 KB, as a real post): each view the screen offers (every
 *   entry; one action; one person; both) read to its end a page of 100 at a time, as
 *   admin-remote/src/data/audit.ts asks (its filters, newest first, one entry more than the page,
 *   after the page before's last entry), and for each page which of the posts it names still exist:
 *   as the console asked before (one document read each, whole: `getDoc`) and as it asks now
 *   (`restExisting`, admin-remote/src/data/projection.ts: one batchGet with a one-field mask). Printed per
 *   view: pages, entries read, and per page the existence check's requests, documents and bytes.
 * - a post renamed `--renames N` times (default 1,000 old addresses, `blog_redirects`) with 50 kept
 *   versions, deleted: what `completeBlogDeletion` does (removeLeftovers,
 *   functions/src/deletion/content.ts), its time, its transactions and the most writes one commits.
 * - the history dialog of a post saved a thousand times (`--saves N`, default 1,000) whose body is
 *   `--body N` characters (default 20,000) in each language: what opening it downloads, as the console
 *   read it before (the kept versions, newest first, whole) and as it reads them now
 *   (admin-remote/src/data/collection.ts `revisions`: who and when, with a field mask; then `revision`
 *   of the newest and the one before it, to show what it changed), and how many versions are kept
 *   (REVISIONS_KEPT; older ones are pruned by the saves).
 * - the leads inbox at `--leads N` leads (default 10,000), 50 of them one person's (their address
 *   typed in three ways): the export of every lead (admin-remote/src/data/leads.ts listLeads' query,
 *   a page of 200 after the page before, to the end, as the inbox's Export does), the person's
 *   (findLeadsByEmail's two queries) and their erasure (eraseLeadsOf, functions/src/leads/erase.ts):
 *   pages, leads, time, and what is left.
 * - the sitemap at `--posts N` published posts and as many published case studies: what
 *   `seoFiles` reads for it (loadPublishedContent, functions/src/seo/functions.ts: documents of
 *   each collection), the time of that read, and the sitemap's size, addresses and alternates.
 *
 * Everything it stored is removed at the end.
 *
 *   flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs --only firestore -- \
 *     node scripts/bench/staff-at-size.mjs [--entries N] [--posts N] [--renames N]
 */
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { tsImport } from 'tsx/esm/api';
import { markdownTable, numberOption, underEmulators } from './common.mjs';

if (!underEmulators()) {
  console.error('Run it under the emulators (see the comment at the top of this file).');
  process.exit(2);
}

const entries = numberOption('--entries', 10_000);
const posts = numberOption('--posts', 1000);
const renames = numberOption('--renames', 1000);
const saves = numberOption('--saves', 1000);
const leadCount = numberOption('--leads', 10_000);
const bodyLength = numberOption('--body', 20_000);
const PROJECT = 'demo-staff-at-size';
const PAGE = 100;
const PEOPLE = ['anna@example.com', 'erik@example.se', 'maja@example.se', 'olle@example.com', 'sara@example.se'];
const ACTIONS = ['published', 'unpublished', 'scheduled', 'renamed', 'restored', 'review_requested', 'deleted'];

const app = initializeApp({ projectId: PROJECT }, 'staff-at-size-bench');
const db = getFirestore(app);
const documents = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT}/databases/(default)/documents`;
/** The emulator's owner token: reads as the Admin SDK does, past the rules (the rules tests cover those). */
const endpoint = async () => ({ documents, token: 'owner' });

/** @type {typeof import('../../admin-remote/src/data/projection')} */
const projection = await tsImport('../../admin-remote/src/data/projection.ts', import.meta.url);
/** @type {typeof import('../../functions/src/deletion/content')} */
const deletion = await tsImport('../../functions/src/deletion/content.ts', import.meta.url);
/** @type {typeof import('../../functions/src/seo/functions')} */
const seo = await tsImport('../../functions/src/seo/functions.ts', import.meta.url);
/** @type {typeof import('../../functions/src/seo/xml')} */
const xml = await tsImport('../../functions/src/seo/xml.ts', import.meta.url);
/** @type {typeof import('../../domain/src/testFixtures')} */
const fixtures = await tsImport('../../domain/src/testFixtures.ts', import.meta.url);
/** @type {typeof import('../../domain/src/contentType')} */
const { BLOG_TYPE } = await tsImport('../../domain/src/contentType.ts', import.meta.url);

/**
 * The bytes of every answer `fetch` gets while `work` runs, and how many requests it made.
 * @template T
 * @param {() => Promise<T>} work
 */
async function counted(work) {
  const realFetch = globalThis.fetch;
  let requests = 0;
  let bytes = 0;
  globalThis.fetch = async (...args) => {
    requests += 1;
    const response = await realFetch(...args);
    const body = await response.arrayBuffer();
    bytes += body.byteLength;
    return new Response(body, { status: response.status, headers: response.headers });
  };
  try {
    const result = await work();
    return { result, requests, bytes };
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function seedAuditLog() {
  const writer = db.bulkWriter();
  const body = 'A paragraph of a real post, with some words in it. '.repeat(120);
  for (let index = 0; index < posts; index++) {
    void writer.set(db.doc(`blogs/post-${index}`), { title: `Post ${index}`, slug: `post-${index}`, content: body });
  }
  const start = Date.parse('2026-12-01T12:00:00Z');
  for (let index = 0; index < entries; index++) {
    // A tenth of the entries name a post deleted since (its editor is not linked).
    const post = index % 10 === 9 ? `gone-${index}` : `post-${(index * 7) % posts}`;
    void writer.set(db.doc(`audit_log/entry-${String(index).padStart(6, '0')}`), {
      action: ACTIONS[index % ACTIONS.length],
      actor_uid: `uid-${index % PEOPLE.length}`,
      actor_email: PEOPLE[index % PEOPLE.length],
      at: Timestamp.fromMillis(start - index * 60_000),
      target: { collection: 'blogs', id: post, title: `Post ${post}` },
      details: {},
    });
  }
  await writer.close();
}

/**
 * @typedef {{ entries: number, ids: number, found: number, before: { requests: number, bytes: number },
 *   now: { requests: number, bytes: number } }} PageFigures
 */

/**
 * Reads one view of the log to its end, measuring each page's existence check both ways.
 * @param {string} name
 * @param {{ action?: string, person?: string }} filters
 */
async function readView(name, filters) {
  /** @type {import('firebase-admin/firestore').Query} */
  let query = db.collection('audit_log');
  if (filters.action) query = query.where('action', '==', filters.action);
  if (filters.person) query = query.where('actor_email', '==', filters.person);
  query = query.orderBy('at', 'desc');
  /** @type {PageFigures[]} */
  const pages = [];
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | null | undefined} */
  let after = null;
  const started = performance.now();
  for (;;) {
    const read = await (after ? query.startAfter(after) : query).limit(PAGE + 1).get();
    const page = read.docs.slice(0, PAGE);
    const ids = [...new Set(page.map((entry) => entry.get('target.id')))];
    const before = await counted(() =>
      Promise.all(ids.map((id) => fetch(`${documents}/blogs/${id}`, { headers: { Authorization: 'Bearer owner' } }))),
    );
    const now = await counted(() => projection.restExisting(endpoint)('blogs', ids));
    pages.push({ entries: read.size, ids: ids.length, found: now.result.size, before, now });
    if (read.size <= PAGE) break;
    after = page.at(-1);
  }
  const ms = performance.now() - started;
  const sum = (/** @type {(page: PageFigures) => number} */ pick) =>
    pages.reduce((total, page) => total + pick(page), 0);
  const most = (/** @type {(page: PageFigures) => number} */ pick) => Math.max(...pages.map(pick));
  return [
    name,
    String(pages.length),
    String(sum((page) => page.entries)),
    `${most((page) => page.ids)} (${most((page) => page.found)} exist)`,
    `${most((page) => page.before.requests)}, ${(most((page) => page.before.bytes) / 1024).toFixed(0)} KB`,
    `${most((page) => page.now.requests)}, ${(most((page) => page.now.bytes) / 1024).toFixed(1)} KB`,
    `${(sum((page) => page.before.bytes) / 1024 / 1024).toFixed(1)} MB / ${(sum((page) => page.now.bytes) / 1024 / 1024).toFixed(2)} MB`,
    `${ms.toFixed(0)} ms`,
  ];
}

async function renamedPostDeleted() {
  const writer = db.bulkWriter();
  const post = db.doc('blogs/renamed');
  for (let index = 0; index < renames; index++)
    void writer.set(db.doc(`blog_redirects/renamed-${index}`), { id: 'renamed' });
  for (let number = 1; number <= 50; number++) {
    void writer.set(post.collection('revisions').doc(String(number).padStart(6, '0')), { number, fields: {} });
  }
  void writer.set(post.collection('revisions').doc('head'), { next: 51 });
  void writer.set(db.doc('blog_slugs/renamed'), { id: 'renamed' });
  await writer.close();
  /** @type {number[]} */
  const writesPerCommit = [];
  const counting = Object.create(db, {
    runTransaction: {
      value: (
        /** @type {(transaction: import('firebase-admin/firestore').Transaction) => Promise<unknown>} */ update,
      ) =>
        db.runTransaction(async (transaction) => {
          let writes = 0;
          const proxy = new Proxy(transaction, {
            get(target, name, receiver) {
              const value = Reflect.get(target, name, receiver);
              if (typeof value !== 'function') return value;
              return (/** @type {unknown[]} */ ...args) => {
                if (['delete', 'update', 'set', 'create'].includes(String(name))) writes += 1;
                return value.apply(target, args);
              };
            },
          });
          const result = await update(proxy);
          writesPerCommit.push(writes);
          return result;
        }),
    },
  });
  const started = performance.now();
  /** @type {string} */
  let outcome;
  try {
    const removed = await deletion.removeLeftovers(counting, BLOG_TYPE, 'renamed');
    outcome = `${removed?.redirects} old addresses, ${removed?.revisions} versions removed`;
  } catch (error) {
    outcome = `failed: ${String(error).slice(0, 120)}`;
  }
  const ms = performance.now() - started;
  const left = (await db.collection('blog_redirects').where('id', '==', 'renamed').count().get()).data().count;
  return [
    [`a post with ${renames} old addresses, deleted`, 'removeLeftovers'],
    ['outcome', outcome],
    ['old addresses left', String(left)],
    ['transactions (writes each)', `${writesPerCommit.length} (${writesPerCommit.join(', ')})`],
    ['time', `${ms.toFixed(0)} ms`],
  ];
}

async function historyOfAPostSavedOften() {
  const { REVISIONS_KEPT } = await tsImport('../../domain/src/audit.ts', import.meta.url);
  const post = db.doc('blogs/saved-often');
  const body = 'A sentence of a long post, saved again and again. '
    .repeat(Math.ceil(bodyLength / 51))
    .slice(0, bodyLength);
  // As the console's saves leave it: the last REVISIONS_KEPT versions, each the whole post.
  const writer = db.bulkWriter();
  for (let number = saves - REVISIONS_KEPT + 1; number <= saves; number++) {
    void writer.set(post.collection('revisions').doc(String(number).padStart(6, '0')), {
      number,
      fields: { ...fixtures.blog({ content: `${body} ${number}`, content_sv: `${body} ${number}` }), revision: number },
      saved_at: Timestamp.now(),
      saved_by: 'anna@example.com',
      restored_from: null,
    });
  }
  void writer.set(post.collection('revisions').doc('head'), { next: saves + 1 });
  await writer.close();
  /** The versions, newest first, REVISIONS_KEPT of them, over REST as the console asks (`select`: a field mask). */
  const listed = (/** @type {object} */ select) =>
    counted(async () => {
      const response = await fetch(`${documents}/blogs/saved-often:runQuery`, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'revisions' }],
            ...select,
            orderBy: [{ field: { fieldPath: 'number' }, direction: 'DESCENDING' }],
            limit: REVISIONS_KEPT,
          },
        }),
      });
      /** @type {Array<{ document?: object }>} */
      const results = await response.json();
      return results.filter((entry) => entry.document).length;
    });
  // Before: every kept version whole (getDocs).
  const whole = await listed({});
  // Now: who and when (the console's `revisions`), then the newest version and the one before it (`revision`, a getDoc each).
  const summaries = await listed({
    select: { fields: ['number', 'saved_at', 'saved_by', 'restored_from'].map((fieldPath) => ({ fieldPath })) },
  });
  const chosen = await counted(async () => {
    for (const number of [saves, saves - 1]) {
      await (
        await fetch(`${documents}/blogs/saved-often/revisions/${String(number).padStart(6, '0')}`, {
          headers: { Authorization: 'Bearer owner' },
        })
      ).text();
    }
    return 2;
  });
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return [
    [`a post saved ${saves} times, ${bodyLength} characters a language`, 'the history dialog'],
    ['versions kept and listed', String(whole.result)],
    ['downloaded on opening it, before: every version whole', mb(whole.bytes)],
    [
      'now: the list, and the newest version with the one before it',
      `${(summaries.bytes / 1024).toFixed(1)} KB + ${mb(chosen.bytes)} = ${mb(summaries.bytes + chosen.bytes)}`,
    ],
  ];
}

async function leadsAtSize() {
  /** @type {typeof import('../../functions/src/leads/erase')} */
  const erase = await tsImport('../../functions/src/leads/erase.ts', import.meta.url);
  /** @type {typeof import('../../domain/src/leadInbox')} */
  const { leadEmailKeys, leadStoredAddresses } = await tsImport('../../domain/src/index.ts', import.meta.url);
  const writer = db.bulkWriter();
  const start = Date.parse('2026-12-01T12:00:00Z');
  const spellings = ['Kim.Berg@Example.se', 'kim.berg@example.se', 'KIM.BERG@EXAMPLE.SE'];
  for (let index = 0; index < leadCount; index++) {
    const theirs = index % Math.floor(leadCount / 50) === 0 && index / Math.floor(leadCount / 50) < 50;
    const email = theirs ? (spellings[index % 3] ?? '') : `person-${index}@example.com`;
    void writer.set(db.doc(`leads/lead-${index}`), {
      type: index % 3 === 0 ? 'contact' : 'newsletter',
      email_key: email.toLowerCase(),
      payload: { email, firstName: 'Kim', lastName: 'Berg', message: 'Hello, we would like to talk about AI.' },
      fingerprint: `f-${index}`,
      created_at: Timestamp.fromMillis(start - index * 60_000),
      forwarding: { state: 'delivered', attempts: 1 },
      expires_at: Timestamp.fromMillis(Date.parse('2028-12-01T12:00:00Z')),
    });
    void writer.set(db.doc(`lead_fingerprints/f-${index}`), { lead_id: `lead-${index}` });
  }
  await writer.close();
  const inbox = db.collection('leads').where('expires_at', '>', Timestamp.now()).orderBy('created_at', 'desc');
  let started = performance.now();
  let pages = 0;
  let exported = 0;
  for (let after = null; ; ) {
    const page = await (after ? inbox.startAfter(after) : inbox).limit(201).get();
    pages += 1;
    exported += Math.min(page.size, 200);
    if (page.size <= 200) break;
    after = page.docs[199];
  }
  const exportMs = performance.now() - started;
  started = performance.now();
  const found = new Map();
  for (const snapshot of await Promise.all([
    db.collection('leads').where('email_key', 'in', leadEmailKeys('kim.berg@EXAMPLE.se')).get(),
    db.collection('leads').where('payload.email', 'in', leadStoredAddresses('kim.berg@EXAMPLE.se')).get(),
  ]))
    for (const document of snapshot.docs) found.set(document.id, document);
  const findMs = performance.now() - started;
  started = performance.now();
  const erased = await erase.eraseLeadsOf(db, 'Kim.Berg@example.se', { uid: 'admin', email: 'admin@example.se' });
  const eraseMs = performance.now() - started;
  const left = (await db.collection('leads').count().get()).data().count;
  return [
    [`leads inbox, ${leadCount} leads, 50 of one person`, ''],
    ['export every lead: pages of 200, leads, time', `${pages}, ${exported}, ${exportMs.toFixed(0)} ms`],
    ["the person's leads (two queries)", `${found.size}, ${findMs.toFixed(0)} ms`],
    ['erased, time; leads left', `${erased}, ${eraseMs.toFixed(0)} ms; ${left}`],
  ];
}

async function sitemapAtSize() {
  const writer = db.bulkWriter();
  const day = 86_400_000;
  for (let index = 0; index < posts; index++) {
    const published_date = new Date(Date.UTC(2026, 0, 1) - index * day).toISOString().slice(0, 10);
    void writer.set(db.doc(`blogs/live-${index}`), fixtures.blog({ slug: `live-post-${index}`, published_date }));
    void writer.set(
      db.doc(`case_studies/story-${index}`),
      fixtures.caseStudy({ slug: `story-${index}`, created_at: new Date(Date.UTC(2026, 0, 1) - index * day) }),
    );
  }
  await writer.close();
  const read = { posts: 0, caseStudies: 0 };
  const { Query } = await import('firebase-admin/firestore');
  const get = Query.prototype.get;
  Query.prototype.get = async function counting() {
    const snapshot = await get.call(this);
    for (const document of snapshot.docs) {
      if (document.ref.parent.id === 'blogs') read.posts += 1;
      else if (document.ref.parent.id === 'case_studies') read.caseStudies += 1;
    }
    return snapshot;
  };
  const started = performance.now();
  let content;
  try {
    content = await seo.loadPublishedContent(db);
  } finally {
    Query.prototype.get = get;
  }
  const ms = performance.now() - started;
  const body = xml.buildSitemap('https://www.example.com', seo.sitemapEntries(content));
  const count = (/** @type {RegExp} */ pattern) => (body.match(pattern) ?? []).length;
  return [
    [`sitemap, ${posts} posts + ${posts} case studies`, 'loadPublishedContent, buildSitemap'],
    ['documents read: posts, case studies', `${read.posts}, ${read.caseStudies}`],
    ['read time', `${ms.toFixed(0)} ms`],
    ['addresses (<url>), alternates (hreflang)', `${count(/<url>/g)}, ${count(/hreflang=/g)}`],
    ['size', `${(Buffer.byteLength(body) / 1024).toFixed(1)} KB (limits: 50,000 addresses, 50 MB)`],
  ];
}

async function clear() {
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
}

try {
  await clear();
  const seeding = performance.now();
  await seedAuditLog();
  console.log(
    `Seeded ${entries} audit entries and ${posts} posts in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const rows = [
    [
      `audit log, ${entries} entries`,
      'pages',
      'entries read',
      'posts named a page (most)',
      'before: requests, bytes a page (most)',
      'now: requests, bytes a page (most)',
      'all pages: before / now',
      'time',
    ],
  ];
  rows.push(await readView('every entry', {}));
  rows.push(await readView('one action (published)', { action: 'published' }));
  rows.push(await readView('one person', { person: PEOPLE[0] }));
  rows.push(await readView('one person, one action', { person: PEOPLE[0], action: 'published' }));
  console.log(markdownTable(rows));
  console.log();
  console.log(markdownTable(await renamedPostDeleted()));
  console.log();
  console.log(markdownTable(await historyOfAPostSavedOften()));
  console.log();
  console.log(markdownTable(await leadsAtSize()));
  console.log();
  await clear();
  console.log(markdownTable(await sitemapAtSize()));
} finally {
  await clear();
  await deleteApp(app);
}
