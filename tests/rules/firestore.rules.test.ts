/**
 * firestore.rules as a matrix: actors (anonymous, signed-in non-admin, writer, admin) × operations ×
 * collections (blogs, case_studies, leads, an unknown one). Every cell is asserted, then every
 * way a write can be invalid is tried as the admin (who is otherwise allowed to write), and the
 * leads inbox's own query as each actor. Content is written as the console commits it (with its
 * slug's claim and its next revision, consoleWrites.ts); content-saves.test.ts holds those two.
 */
import {
  addedLaterFields,
  BLOG_TYPE,
  blogFieldsSchema,
  CASE_STUDY_TYPE,
  caseStudyFieldsSchema,
  type LeadDeliveryState,
  leadDeliveryFilter,
  METRICS_MAX_COUNT,
  READY_FOR_REVIEW_FIELD,
  validate,
} from '@app/domain';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  and,
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blog, caseStudy, createdAt } from '../../domain/src/testFixtures';
import { ADMIN_EMAIL, saveAsConsole } from './consoleWrites';
import { rulesEnvironment } from './environment';

const ACTORS = ['anonymous', 'signed-in non-admin', 'writer', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

const OPERATIONS = [
  'get published',
  'list published',
  'list published without the time filters',
  'get draft',
  'list draft',
  'list unfiltered (would include drafts)',
  'create',
  'update',
  'delete',
  'invalid document',
] as const;
type Operation = (typeof OPERATIONS)[number];

const COLLECTIONS = ['blogs', 'case_studies', 'leads', 'site_settings'] as const;
type CollectionName = (typeof COLLECTIONS)[number];

const CONTENT_COLLECTIONS: ReadonlySet<CollectionName> = new Set(['blogs', 'case_studies']);

const READS: ReadonlySet<Operation> = new Set([
  'get published',
  'list published',
  'list published without the time filters',
  'get draft',
  'list draft',
  'list unfiltered (would include drafts)',
]);

/** The expected outcome of every cell: true = allowed, false = denied. */
function expected(collectionName: CollectionName, actor: Actor, operation: Operation): boolean {
  // Leads: the admin's inbox reads them (never a writer); only the functions (Admin SDK) write them.
  if (collectionName === 'leads') return actor === 'admin' && READS.has(operation);
  if (!CONTENT_COLLECTIONS.has(collectionName)) return false; // unknown collections: no client access
  const staff = actor === 'admin' || actor === 'writer';
  switch (operation) {
    case 'get published':
    case 'list published':
      return true;
    // A query that does not prove the document is live now (rules are not filters).
    case 'list published without the time filters':
    case 'get draft':
    case 'list draft':
    case 'list unfiltered (would include drafts)':
      return staff;
    case 'invalid document':
      return false;
    // These write or delete a published item: a writer works on drafts only (roles.test.ts).
    default:
      return actor === 'admin';
  }
}

// The domain's complete documents, with the optional fields filled in so the rules see both
// text and null values; the stored creation time is a Firestore Timestamp.
function validBlog(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...blog({
      image_url: 'https://storage.example/blog-images/blogs/1-a.png',
      image_alt: 'A chart of sales rising',
      title_sv: 'Hur AI ökade försäljningen med 40 %',
      seo_title: 't'.repeat(70),
      seo_description: 'd'.repeat(160),
      seo_title_sv: 'Svensk söktitel',
    }),
    ...overrides,
  };
}

function validCaseStudy(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...caseStudy({
      testimonial: 'Great team.',
      testimonial_author: 'Eva',
      testimonial_role: 'CFO',
      title_sv: 'Snabbare fakturering',
      industry_sv: 'Finans',
    }),
    created_at: Timestamp.fromDate(createdAt),
    ...overrides,
  };
}

/** A plausible document for collections clients may never touch. */
function otherDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'newsletter', payload: { email: 'a@b.se' }, is_published: true, ...overrides };
}

function validDocument(collectionName: CollectionName, overrides: Record<string, unknown> = {}) {
  if (collectionName === 'blogs') return validBlog(overrides);
  if (collectionName === 'case_studies') return validCaseStudy(overrides);
  return otherDocument(overrides);
}

let testEnv: RulesTestEnvironment;

function contextFor(actor: Actor): RulesTestContext {
  if (actor === 'anonymous') return testEnv.unauthenticatedContext();
  if (actor === 'signed-in non-admin') {
    return testEnv.authenticatedContext('user-1', { email: 'user@example.com', email_verified: true });
  }
  if (actor === 'writer') return testEnv.authenticatedContext(WRITER_UID, { email: WRITER_EMAIL, role: 'writer' });
  return testEnv.authenticatedContext('admin-1', { email: ADMIN_EMAIL, admin: true });
}

/** The writer's staff document, as inviteStaff writes it (the rules read it, not the claim). */
const WRITER_UID = 'writer-1';
const WRITER_EMAIL = 'writer@example.com';

function firestoreOf(context: RulesTestContext): Firestore {
  // The context hands out the compat instance, which the modular functions accept.
  return context.firestore() as unknown as Firestore;
}

/**
 * The public site's query for live content (site-remote/src/data/published.ts): the filters the
 * rules prove their live test from.
 */
function liveQuery(db: Firestore, collectionName: string, ...extra: ReturnType<typeof where>[]) {
  return query(
    collection(db, collectionName),
    and(
      ...extra,
      where('is_published', '==', true),
      where('publish_at', '==', null),
      or(where('unpublish_at', '==', null), where('unpublish_at', '>', Timestamp.fromMillis(Date.now() + 60_000))),
    ),
  );
}

/** A content write as the console makes it; any other collection gets a plain write. */
function save(
  db: Firestore,
  collectionName: CollectionName,
  id: string,
  data: Record<string, unknown>,
  savedBy = ADMIN_EMAIL,
) {
  return CONTENT_COLLECTIONS.has(collectionName)
    ? saveAsConsole(db, collectionName, id, data, 1, savedBy)
    : setDoc(doc(db, collectionName, id), data);
}

/** `operation` as the console would do it for the account whose e-mail is `email`. */
function run(
  db: Firestore,
  collectionName: CollectionName,
  operation: Operation,
  email = ADMIN_EMAIL,
): Promise<unknown> {
  const items = collection(db, collectionName);
  switch (operation) {
    case 'get published':
      return getDoc(doc(items, 'published-1'));
    case 'list published':
      return getDocs(CONTENT_COLLECTIONS.has(collectionName) ? liveQuery(db, collectionName) : items);
    case 'list published without the time filters':
      return getDocs(query(items, where('is_published', '==', true)));
    case 'get draft':
      return getDoc(doc(items, 'draft-1'));
    case 'list draft':
      return getDocs(query(items, where('is_published', '==', false)));
    case 'list unfiltered (would include drafts)':
      return getDocs(items);
    case 'create':
      return save(db, collectionName, 'new-1', validDocument(collectionName, { slug: 'brand-new' }), email);
    case 'update':
      return save(db, collectionName, 'published-1', validDocument(collectionName, { title: 'A better title' }), email);
    case 'delete':
      return deleteDoc(doc(items, 'published-1'));
    case 'invalid document':
      return save(db, collectionName, 'bad-1', validDocument(collectionName, { title: 42 }), email);
  }
}

beforeAll(async () => {
  // Denied writes are the point of most tests here; the SDK would log each one as an error.
  setLogLevel('silent');
  testEnv = await rulesEnvironment('firestore');
});

afterAll(async () => {
  await testEnv?.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  // One batch, one round trip: this runs before each of some 400 tests.
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const batch = writeBatch(db);
    batch.set(doc(db, 'staff', WRITER_UID), { email: WRITER_EMAIL, role: 'writer', revoked_at: null });
    for (const name of COLLECTIONS) {
      batch.set(doc(db, name, 'published-1'), validDocument(name));
      batch.set(doc(db, name, 'draft-1'), validDocument(name, { is_published: false, slug: 'draft' }));
    }
    await batch.commit();
  });
});

describe.each(COLLECTIONS)('%s', (collectionName) => {
  describe.each(ACTORS)('as %s', (actor) => {
    it.each(OPERATIONS)('%s', async (operation) => {
      const attempt = run(
        firestoreOf(contextFor(actor)),
        collectionName,
        operation,
        actor === 'writer' ? WRITER_EMAIL : ADMIN_EMAIL,
      );
      if (expected(collectionName, actor, operation)) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  });
});

describe('the admin claim itself', () => {
  it.each([
    ['admin: false', { admin: false }],
    ["admin: 'true' (text, not a boolean)", { admin: 'true' }],
    ['a different role claim', { role: 'admin' }],
  ])('%s does not allow writes or drafts', async (_label, claims) => {
    const db = firestoreOf(testEnv.authenticatedContext('user-2', claims));
    await assertFails(saveAsConsole(db, 'blogs', 'new-1', validBlog()));
    await assertFails(getDoc(doc(db, 'blogs', 'draft-1')));
  });
});

describe('the leads inbox', () => {
  const day = 86_400_000;
  beforeEach(async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      await setDoc(doc(db, 'leads', 'recent'), {
        type: 'contact',
        payload: { email: 'anna@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'failed', attempts: 4 },
      });
      // Delivered itself; its unsubscribe notice, or its unsubscribe address, failed.
      await setDoc(doc(db, 'leads', 'notice-failed'), {
        type: 'contact',
        payload: { email: 'eva@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - 2 * day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'delivered', attempts: 1 },
        unsubscribe: { at: Timestamp.now(), forwarding: { state: 'failed', attempts: 8 } },
      });
      await setDoc(doc(db, 'leads', 'address-failed'), {
        type: 'contact',
        payload: { email: 'olle@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - 3 * day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'delivered', attempts: 1 },
        unsubscribe_url: { forwarding: { state: 'failed', attempts: 8 } },
      });
      await setDoc(doc(db, 'leads', 'fine'), {
        type: 'contact',
        payload: { email: 'ulla@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - 4 * day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'delivered', attempts: 1 },
        unsubscribe_url: { forwarding: { state: 'delivered', attempts: 1 } },
      });
      // Delivered itself; its unsubscribe notice, or its unsubscribe address, is being retried.
      await setDoc(doc(db, 'leads', 'notice-retrying'), {
        type: 'contact',
        payload: { email: 'karin@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - 5 * day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'delivered', attempts: 1 },
        unsubscribe: { at: Timestamp.now(), forwarding: { state: 'pending', attempts: 2 } },
      });
      await setDoc(doc(db, 'leads', 'address-retrying'), {
        type: 'contact',
        payload: { email: 'per@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - 6 * day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'delivered', attempts: 1 },
        unsubscribe_url: { forwarding: { state: 'pending', attempts: 2 } },
      });
      await setDoc(doc(db, 'leads', 'own-retrying'), {
        type: 'contact',
        payload: { email: 'sven@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - 7 * day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'pending', attempts: 2 },
      });
      await setDoc(doc(db, 'leads', 'expired'), {
        type: 'quiz',
        payload: { email: 'old@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - 1100 * day),
        expires_at: Timestamp.fromMillis(Date.now() - day),
        forwarding: { state: 'failed', attempts: 4 },
      });
      for (const name of ['rate_limits', 'lead_fingerprints', 'lead_erasures']) {
        await setDoc(doc(db, name, 'x'), { count: 1, expires_at: Timestamp.fromMillis(Date.now() + day) });
      }
    });
  });

  /**
   * What admin-remote/src/data/leads.ts asks under Failed (or another state): not expired, newest
   * first, by kind, the lead's own delivery or one of its events in that state (leadDeliveryFilter).
   */
  const inboxQuery = (db: Firestore, state: LeadDeliveryState = 'failed') => {
    const { fields, value } = leadDeliveryFilter(state);
    return query(
      collection(db, 'leads'),
      and(
        where('type', '==', 'contact'),
        or(...fields.map((field) => where(field, '==', value))),
        where('expires_at', '>', Timestamp.now()),
      ),
      orderBy('created_at', 'desc'),
      limit(200),
    );
  };

  it('answers the admin, without the expired lead TTL deletion has not removed yet', async () => {
    const snapshot = await assertSucceeds(getDocs(inboxQuery(firestoreOf(contextFor('admin')))));
    expect(snapshot.docs.map((document) => document.id)).toEqual(['recent', 'notice-failed', 'address-failed']);
  });

  it('answers the admin under Retrying a lead whose own delivery, unsubscribe notice or unsubscribe address is retried', async () => {
    const snapshot = await assertSucceeds(getDocs(inboxQuery(firestoreOf(contextFor('admin')), 'retrying')));
    expect(snapshot.docs.map((document) => document.id)).toEqual([
      'notice-retrying',
      'address-retrying',
      'own-retrying',
    ]);
  });

  it.each([
    ['a visitor', () => testEnv.unauthenticatedContext()],
    ['a signed-in account without the claim', () => contextFor('signed-in non-admin')],
    ["admin: 'true' (text, not a boolean)", () => testEnv.authenticatedContext('user-2', { admin: 'true' })],
  ])('is refused to %s', async (_label, context) => {
    await assertFails(getDocs(inboxQuery(firestoreOf(context()))));
    await assertFails(getDocs(inboxQuery(firestoreOf(context()), 'retrying')));
    await assertFails(getDoc(doc(firestoreOf(context()), 'leads', 'recent')));
  });

  it('never lets the admin change a lead (resending goes through the resendLead function)', async () => {
    const db = firestoreOf(contextFor('admin'));
    await assertFails(updateDoc(doc(db, 'leads', 'recent'), { 'forwarding.state': 'pending' }));
    await assertFails(deleteDoc(doc(db, 'leads', 'expired')));
  });

  it("lets no client mark a subscription unsubscribed or clear the mark (only the functions, from the lead's own address)", async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'leads', 'ended'), {
        type: 'newsletter',
        payload: { email: 'olle@example.se' },
        created_at: Timestamp.fromMillis(Date.now() - day),
        expires_at: Timestamp.fromMillis(Date.now() + 1000 * day),
        forwarding: { state: 'delivered', attempts: 1 },
        unsubscribe: { at: Timestamp.now(), forwarding: { state: 'delivered', attempts: 1 } },
      });
    });
    const mark = { unsubscribe: { at: Timestamp.now(), forwarding: { state: 'pending', attempts: 0 } } };
    for (const context of [
      () => contextFor('admin'),
      () => contextFor('signed-in non-admin'),
      () => testEnv.unauthenticatedContext(),
    ]) {
      const db = firestoreOf(context());
      await assertFails(updateDoc(doc(db, 'leads', 'recent'), mark));
      await assertFails(updateDoc(doc(db, 'leads', 'recent'), { 'unsubscribe.at': Timestamp.now() }));
      await assertFails(updateDoc(doc(db, 'leads', 'ended'), { unsubscribe: deleteField() }));
      await assertFails(setDoc(doc(db, 'leads', 'forged'), { type: 'newsletter', ...mark }));
      // Nor queue its unsubscribed event again: a resend goes through resendLead (claimed, audit-logged).
      await assertFails(
        updateDoc(doc(db, 'leads', 'ended'), {
          'unsubscribe.forwarding.state': 'pending',
          'unsubscribe.forwarding.next_attempt_at': Timestamp.now(),
        }),
      );
    }
  });

  it('lets the admin find every lead of an address, however it was typed (email_key), and nobody else', async () => {
    const find = (db: ReturnType<typeof firestoreOf>) =>
      getDocs(query(collection(db, 'leads'), where('email_key', '==', 'anna@example.se')));
    await assertSucceeds(find(firestoreOf(contextFor('admin'))));
    await assertFails(find(firestoreOf(contextFor('signed-in non-admin'))));
    await assertFails(find(firestoreOf(testEnv.unauthenticatedContext())));
  });

  it('lets admins read the audit log and no client write, change or delete it', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'audit_log', 'entry'), { action: 'leads_erased', actor_uid: 'admin-1' });
      await setDoc(doc(context.firestore(), 'audit_log', 'published'), {
        action: 'published',
        actor_uid: null,
        actor_email: 'admin@example.com',
        target: { collection: 'blogs', id: 'post-1', title: 'Hello' },
        details: {},
      });
    });
    const admin = firestoreOf(contextFor('admin'));
    await assertSucceeds(getDoc(doc(admin, 'audit_log', 'entry')));
    await assertSucceeds(getDocs(collection(admin, 'audit_log')));
    await assertFails(setDoc(doc(admin, 'audit_log', 'forged'), { action: 'leads_erased', actor_uid: 'someone' }));
    await assertFails(updateDoc(doc(admin, 'audit_log', 'entry'), { actor_uid: 'someone-else' }));
    // A content entry (the triggers'): neither forged nor rewritten nor removed by an admin.
    await assertFails(
      setDoc(doc(admin, 'audit_log', 'forged-publish'), {
        action: 'published',
        actor_uid: null,
        actor_email: 'someone@example.com',
        target: { collection: 'blogs', id: 'post-1', title: 'Hello' },
        details: {},
      }),
    );
    await assertFails(updateDoc(doc(admin, 'audit_log', 'published'), { actor_email: 'someone@example.com' }));
    await assertFails(setDoc(doc(admin, 'audit_log', 'published'), { action: 'unpublished' }, { merge: true }));
    await assertFails(deleteDoc(doc(admin, 'audit_log', 'published')));
    await assertFails(deleteDoc(doc(admin, 'audit_log', 'entry')));
    for (const context of [contextFor('signed-in non-admin'), testEnv.unauthenticatedContext()]) {
      await assertFails(setDoc(doc(firestoreOf(context), 'audit_log', 'forged'), { action: 'published' }));
      await assertFails(updateDoc(doc(firestoreOf(context), 'audit_log', 'published'), { actor_email: 'x@y.se' }));
      await assertFails(deleteDoc(doc(firestoreOf(context), 'audit_log', 'published')));
      await assertFails(getDoc(doc(firestoreOf(context), 'audit_log', 'entry')));
      await assertFails(getDocs(collection(firestoreOf(context), 'audit_log')));
    }
  });

  it("lets staff read and list an item's preview links, and no client make, change, revoke or read one otherwise", async () => {
    const link = {
      collection: 'blogs',
      item_id: 'post-1',
      created_by: 'admin-1',
      created_by_email: ADMIN_EMAIL,
      created_at: Timestamp.fromDate(createdAt),
      expires_at: Timestamp.fromDate(new Date(Date.now() + 86_400_000)),
      revoked_at: null,
    };
    const token = 'T'.repeat(43);
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'preview_links', token), link);
    });
    const itemLinks = (db: Firestore) =>
      getDocs(
        query(collection(db, 'preview_links'), where('collection', '==', 'blogs'), where('item_id', '==', 'post-1')),
      );
    // The writer's own link too: revoking goes through revokePreviewLink alone, which lets a writer
    // revoke only the links they made (tests/functions/previewLinks.test.ts).
    const writersToken = 'W'.repeat(43);
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'preview_links', writersToken), {
        ...link,
        created_by: WRITER_UID,
        created_by_email: WRITER_EMAIL,
      });
    });
    for (const actor of ['admin', 'writer'] as const) {
      const staff = firestoreOf(contextFor(actor));
      for (const stored of [token, writersToken]) {
        await assertSucceeds(getDoc(doc(staff, 'preview_links', stored)));
        await assertFails(updateDoc(doc(staff, 'preview_links', stored), { revoked_at: serverTimestamp() }));
        await assertFails(
          updateDoc(doc(staff, 'preview_links', stored), { expires_at: Timestamp.fromDate(new Date(2100, 0)) }),
        );
        await assertFails(deleteDoc(doc(staff, 'preview_links', stored)));
      }
      await assertSucceeds(itemLinks(staff));
      await assertFails(setDoc(doc(staff, 'preview_links', 'U'.repeat(43)), link));
    }
    for (const context of [contextFor('signed-in non-admin'), testEnv.unauthenticatedContext()]) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, 'preview_links', token)));
      await assertFails(itemLinks(db));
      await assertFails(getDocs(collection(db, 'preview_links')));
      await assertFails(setDoc(doc(db, 'preview_links', 'V'.repeat(43)), link));
      await assertFails(updateDoc(doc(db, 'preview_links', token), { revoked_at: null }));
      await assertFails(deleteDoc(doc(db, 'preview_links', token)));
    }
  });

  it('keeps the lead counters, fingerprints and erasure records closed, to the admin too', async () => {
    const db = firestoreOf(contextFor('admin'));
    for (const name of ['rate_limits', 'lead_fingerprints', 'lead_erasures']) {
      await assertFails(getDoc(doc(db, name, 'x')));
      await assertFails(getDocs(collection(db, name)));
    }
  });
});

const HOUR = 3_600_000;
/** Publication times an hour and two hours ahead (Dates, which the SDK stores as Timestamps). */
const inAnHour = new Date(Date.now() + HOUR);
const inTwoHours = new Date(Date.now() + 2 * HOUR);

/** Each of these must be refused even for an admin; the domain schema refuses them too. */
const INVALID_BLOGS: [string, Record<string, unknown>][] = [
  ['title of the wrong type', { title: 42 }],
  ['blank title', { title: '   ' }],
  ['title over 200 characters', { title: 'x'.repeat(201) }],
  // Limits count UTF-16 units, as the rules' size() and the browser's maxlength do: 101 emoji are 202.
  ['title over 200 UTF-16 units (101 emoji)', { title: '👩'.repeat(101) }],
  ['title_sv over 200 UTF-16 units (one emoji after 199 letters)', { title_sv: `${'Å'.repeat(199)}🚀` }],
  ['content over 100000 characters', { content: 'x'.repeat(100_001) }],
  ['excerpt missing (null)', { excerpt: null }],
  ['slug with capitals and spaces', { slug: 'Not A Slug' }],
  ['slug with a trailing hyphen', { slug: 'trailing-' }],
  ['published_date not YYYY-MM-DD', { published_date: '05/01/2025' }],
  ['published_date as a timestamp', { published_date: Timestamp.now() }],
  ['image_url that is not http(s)', { image_url: 'javascript:alert(1)' }],
  // Not text: refused by `matches` (only text has it) and `size()` (a number has none).
  ['image_url as a list', { image_url: ['https://storage.example/blog-images/blogs/1-a.png'] }],
  ['image_url as a map', { image_url: { url: 'https://storage.example/blog-images/blogs/1-a.png' } }],
  ['image_url as a number', { image_url: 5 }],
  ['is_published as text', { is_published: 'yes' }],
  ['image_alt over 300 characters', { image_alt: 'x'.repeat(301) }],
  ['image_alt of the wrong type', { image_alt: 3 }],
  ['image_alt as a list', { image_alt: ['A chart'] }],
  ['image_alt_sv over 300 characters', { image_alt_sv: 'x'.repeat(301) }],
  ['image_alt_sv of the wrong type', { image_alt_sv: 3 }],
  ['blank image_alt_sv instead of null', { image_alt_sv: '  ' }],
  ['seo_title over 70 characters', { seo_title: 'x'.repeat(71) }],
  ['seo_description over 160 characters', { seo_description: 'x'.repeat(161) }],
  ['seo_title_sv over 70 characters', { seo_title_sv: 'x'.repeat(71) }],
  ['seo_description_sv over 160 characters', { seo_description_sv: 'x'.repeat(161) }],
  ['blank seo_title instead of null', { seo_title: ' ' }],
  ['seo_description of the wrong type', { seo_description: 160 }],
  ['empty Swedish title instead of null', { title_sv: '' }],
  ['category_sv of the wrong type', { category_sv: ['AI'] }],
  // Text-direction controls (domain/src/textFields.ts DIRECTION_CONTROLS), in any text field.
  ['a title reversed by a right-to-left override (U+202E)', { title: 'Invoice \u202Efdp.exe' }],
  ['a title that is only a direction control and a space', { title: '\u202E ' }],
  ['an excerpt with a left-to-right embedding (U+202A)', { excerpt: 'About \u202Aforecasting\u202C' }],
  ['content with a right-to-left isolate (U+2067)', { content: 'Body \u2067text\u2069 here' }],
  ['a Swedish title with a pop directional isolate (U+2069)', { title_sv: 'Titel\u2069' }],
  ['image_alt with a first strong isolate (U+2068)', { image_alt: '\u2068A chart' }],
  ['seo_title_sv with a right-to-left embedding (U+202B)', { seo_title_sv: 'S\u202Bök' }],
  // Text a reader cannot see (domain/src/firestoreData.ts hasVisibleText): blank, as spaces are.
  ['a title that is only a zero-width space (U+200B)', { title: '\u200B' }],
  ['a title of no-break spaces (U+00A0)', { title: '\u00A0\u00A0' }],
  ['an excerpt of a byte-order mark and a soft hyphen (U+FEFF, U+00AD)', { excerpt: '\uFEFF\u00AD' }],
  ['a Swedish title that is only a word joiner (U+2060)', { title_sv: '\u2060' }],
  ['seo_title of an ideographic space (U+3000) instead of null', { seo_title: '\u3000' }],
  ['content of a tab and a line separator (U+2028)', { content: '\t\u2028' }],
  ['an unknown extra field', { views: 3 }],
  ['publish_at as text', { is_published: false, publish_at: '2030-01-01T10:00' }],
  ['unpublish_at as a number', { unpublish_at: 1_900_000_000_000 }],
  ['unpublish_at not after publish_at', { is_published: false, publish_at: inTwoHours, unpublish_at: inAnHour }],
  ['unpublish_at equal to publish_at', { is_published: false, publish_at: inAnHour, unpublish_at: inAnHour }],
];

/** Metrics the rules refuse, in English (`metrics`) and in Swedish (`metrics_sv`) alike. */
const INVALID_METRICS: [string, unknown][] = [
  ['metrics as text', 'ROI: 3x'],
  ['metrics as an empty list', []],
  ['a metric without a value', [{ metric: 'ROI' }]],
  ['a metric value of the wrong type', [{ metric: 'ROI', value: 3 }]],
  ['a metric name that is a list', [{ metric: ['ROI'], value: '3x' }]],
  ['a metric name over 200 characters', [{ metric: 'x'.repeat(201), value: '3x' }]],
  ['a metric value over 200 characters', [{ metric: 'ROI', value: 'å'.repeat(201) }]],
  // Limits count UTF-16 units (the domain's withinLength, the rules' size()): 101 emoji are 202,
  // though only 101 characters (code points) to a regular expression.
  ['a metric name over 200 UTF-16 units (101 emoji)', [{ metric: '🚀'.repeat(101), value: '3x' }]],
  [
    'a metric value over 200 UTF-16 units (one emoji after 199 letters)',
    [{ metric: 'ROI', value: `${'x'.repeat(199)}📈` }],
  ],
  ...Array.from({ length: METRICS_MAX_COUNT }, (_, i): [string, unknown] => [
    `the last of ${i + 1} metrics with a value over 200 UTF-16 units`,
    [
      ...Array.from({ length: i }, (_, j) => ({ metric: `m${j}`, value: 'v' })),
      { metric: 'last', value: '📈'.repeat(101) },
    ],
  ]),
  ['a metric with an extra key', [{ metric: 'ROI', value: '3x', note: 'n' }]],
  // Text-direction controls, as in every other text field (domain/src/textFields.ts).
  ['a metric name with a right-to-left override (U+202E)', [{ metric: 'Invoice \u202Efdp.exe', value: '3x' }]],
  ['a metric value with a right-to-left isolate (U+2067)', [{ metric: 'ROI', value: '\u20673x' }]],
  [
    'the last of 8 metrics with a left-to-right embedding (U+202A)',
    [...Array.from({ length: 7 }, (_, j) => ({ metric: `m${j}`, value: 'v' })), { metric: 'last', value: 'v\u202A' }],
  ],
  [
    'the third of 3 metrics with a pop directional isolate (U+2069)',
    [
      { metric: 'a', value: 'v' },
      { metric: 'b', value: 'v' },
      { metric: '\u2069c', value: 'v' },
    ],
  ],
  // Each length has its own branch in the rules: a bad last or first entry is refused at every one.
  ...Array.from({ length: METRICS_MAX_COUNT }, (_, i): [string, unknown] => [
    `a bad last of ${i + 1} metrics`,
    [...Array.from({ length: i }, (_, j) => ({ metric: `m${j}`, value: 'v' })), { metric: 'last' }],
  ]),
  ...Array.from({ length: METRICS_MAX_COUNT }, (_, i): [string, unknown] => [
    `a bad first of ${i + 1} metrics`,
    [
      { metric: 'first', value: 'v', note: 'n' },
      ...Array.from({ length: i }, (_, j) => ({ metric: `m${j}`, value: 'v' })),
    ],
  ]),
  ['metrics as a map', { '0': { metric: 'ROI', value: '3x' } }],
  ['metrics as a number', 8],
  ['metrics as true', true],
  ['a metric that is not a map', ['ROI: 3x']],
  // The rules add up the entries' sizes (2 keys each in all) and read both keys of each: an entry
  // with a third key beside one with a single key adds up, and is refused by the missing key.
  [
    'a metric with an extra key beside one without a value',
    [{ metric: 'ROI', value: '3x', note: 'n' }, { metric: 'NPS' }],
  ],
  [
    'a metric without a name beside one with an extra key',
    [{ value: '3x' }, { metric: 'ROI', value: '3x', note: 'n' }],
  ],
  [
    'of 4 metrics, one without a value and one with an extra key',
    [{ metric: 'a', value: 'v' }, { metric: 'b' }, { metric: 'c', value: 'v' }, { metric: 'd', value: 'v', note: 'n' }],
  ],
  ...(
    [
      [5, 6],
      [1, 6],
    ] as const
  ).map(([missing, extra]): [string, unknown] => [
    `of ${METRICS_MAX_COUNT} metrics, entry ${missing + 1} without a value and entry ${extra + 1} with an extra key`,
    Array.from({ length: METRICS_MAX_COUNT }, (_, i) =>
      i === missing
        ? { metric: `m${i}` }
        : i === extra
          ? { metric: `m${i}`, value: 'v', note: 'n' }
          : { metric: `m${i}`, value: 'v' },
    ),
  ]),
  // Text has a size too: two characters are no metric. (Firestore stores no list in a list.)
  ['a metric that is text of two characters', ['ab', { metric: 'ROI', value: '3x' }]],
  [
    `${METRICS_MAX_COUNT + 1} metrics`,
    Array.from({ length: METRICS_MAX_COUNT + 1 }, (_, i) => ({ metric: `m${i}`, value: 'v' })),
  ],
];

const INVALID_CASE_STUDIES: [string, Record<string, unknown>][] = [
  ['client_name blank', { client_name: '' }],
  ['client_name only a zero-width joiner and a paragraph separator', { client_name: '\u200D\u2029' }],
  ['industry over 100 characters', { industry: 'x'.repeat(101) }],
  ['industry over 100 UTF-16 units (51 emoji)', { industry: '🏭'.repeat(51) }],
  ['challenge over 20000 characters', { challenge: 'x'.repeat(20_001) }],
  ['client_name with a left-to-right override (U+202D)', { client_name: 'Acme \u202DAB' }],
  ['testimonial_role_sv with a left-to-right isolate (U+2066)', { testimonial_role_sv: '\u2066VD' }],
  ...INVALID_METRICS.map(([label, metrics]): [string, Record<string, unknown>] => [label, { metrics }]),
  ...INVALID_METRICS.map(([label, metrics_sv]): [string, Record<string, unknown>] => [
    `Swedish: ${label}`,
    { metrics_sv },
  ]),
  ['created_at as text', { created_at: '2025-02-01' }],
  ['image_url as a list', { image_url: ['https://storage.example/blog-images/case-studies/1-a.png'] }],
  // Null is tested after the text check (isNullableText, isImageUrl): other values are refused.
  ['image_url as a number', { image_url: 5 }],
  ['image_url as a map', { image_url: { url: 'https://storage.example/blog-images/case-studies/1-a.png' } }],
  ['testimonial as true', { testimonial: true }],
  ['testimonial_author as a number', { testimonial_author: 0 }],
  ['title_sv as a list', { title_sv: ['Snabbare fakturering'] }],
  ['results_sv as a map', { results_sv: { text: 'Bättre' } }],
  ['image_alt as a list', { image_alt: ['A chart'] }],
  ['image_alt over 300 characters', { image_alt: 'x'.repeat(301) }],
  ['image_alt_sv over 300 characters', { image_alt_sv: 'x'.repeat(301) }],
  ['image_alt_sv as a map', { image_alt_sv: { sv: 'Ett diagram' } }],
  ['empty image_alt_sv instead of null', { image_alt_sv: '' }],
  ['empty testimonial instead of null', { testimonial: '' }],
  ['testimonial_sv of the wrong type', { testimonial_sv: 5 }],
  ['testimonial_role_sv over 200 characters', { testimonial_role_sv: 'x'.repeat(201) }],
  ['testimonial_role_sv of the wrong type', { testimonial_role_sv: 5 }],
  ['empty testimonial_role_sv instead of null', { testimonial_role_sv: '' }],
  ['an unknown extra field', { featured: true }],
  ['publish_at as text', { is_published: false, publish_at: '2030-01-01T10:00' }],
  ['unpublish_at not after publish_at', { is_published: false, publish_at: inTwoHours, unpublish_at: inAnHour }],
];

function withoutField(document: Record<string, unknown>, field: string): Record<string, unknown> {
  const { [field]: _removed, ...rest } = document;
  return rest;
}

/** The domain schema's view of a document (Timestamps become Dates, as the converters do). */
function domainShape(document: Record<string, unknown>): Record<string, unknown> {
  const created = document.created_at;
  return created instanceof Timestamp ? { ...document, created_at: created.toDate() } : document;
}

describe('invalid documents are refused even for the admin', () => {
  const admin = () => firestoreOf(contextFor('admin'));
  it('accepts the valid baselines (so the refusals below are about the one change)', async () => {
    await assertSucceeds(saveAsConsole(admin(), 'blogs', 'ok', validBlog()));
    await assertSucceeds(saveAsConsole(admin(), 'case_studies', 'ok', validCaseStudy()));
    // What stays allowed beside the direction controls: the marks that only steer the text beside
    // them (U+200E, U+200F), an emoji joined by U+200D, invisible characters beside visible ones
    // (a zero-width space, a soft hyphen), Swedish letters, lines of markdown.
    const marked = validBlog({
      slug: 'ok-marks',
      title: 'Åsa\u200F and \u200ECo 👩\u200D💻 auto\u200Bmation till\u00ADväxt',
      content: '# Rubrik\n\nFörsta stycket.\n\n- en\n- två',
    });
    await assertSucceeds(saveAsConsole(admin(), 'blogs', 'ok-marks', marked));
    expect(validate(blogFieldsSchema, marked).ok).toBe(true);
    // At the limit counted in UTF-16 units: 100 emoji are a 200-unit title, 200 Swedish letters too.
    const atLimit = validBlog({ slug: 'ok-at-limit', title: '👩'.repeat(100), title_sv: 'Å'.repeat(200) });
    await assertSucceeds(saveAsConsole(admin(), 'blogs', 'ok-at-limit', atLimit));
    expect(validate(blogFieldsSchema, atLimit).ok).toBe(true);
    await assertSucceeds(
      saveAsConsole(
        admin(),
        'case_studies',
        'ok-server-time',
        validCaseStudy({ slug: 'ok-server-time', created_at: serverTimestamp() }),
      ),
    );
    await assertSucceeds(
      saveAsConsole(
        admin(),
        'case_studies',
        'ok-costliest',
        // Every optional field filled and the most metrics: the most work for the rules engine.
        validCaseStudy({
          slug: 'ok-costliest',
          metrics: Array.from({ length: METRICS_MAX_COUNT }, (_, i) => ({ metric: `m${i}`, value: 'v' })),
          metrics_sv: Array.from({ length: METRICS_MAX_COUNT }, (_, i) => ({ metric: `n${i}`, value: 'v' })),
          image_url: 'https://storage.example/blog-images/case-studies/1-a.png',
          challenge_sv: 'Manuellt arbete',
          solution_sv: 'Automatisering',
          results_sv: '**70 %** mindre tid',
          testimonial_sv: 'Toppen.',
        }),
      ),
    );
    await assertSucceeds(
      saveAsConsole(
        admin(),
        'case_studies',
        'ok-longest-metric',
        // 200 characters each, letters of two bytes included: the limit counts characters.
        validCaseStudy({
          slug: 'ok-longest-metric',
          metrics: [{ metric: 'x'.repeat(200), value: 'å'.repeat(200) }],
          metrics_sv: [{ metric: 'å'.repeat(200), value: 'x'.repeat(200) }],
        }),
      ),
    );
    // At the limit counted in UTF-16 units: 100 emoji, or 198 letters and an emoji, are 200.
    const atLimitMetrics = validCaseStudy({
      slug: 'ok-metric-at-limit',
      metrics: [{ metric: '🚀'.repeat(100), value: `${'å'.repeat(198)}📈` }],
      metrics_sv: [{ metric: `${'x'.repeat(198)}📈`, value: '🚀'.repeat(100) }],
    });
    await assertSucceeds(saveAsConsole(admin(), 'case_studies', 'ok-metric-at-limit', atLimitMetrics));
    expect(validate(caseStudyFieldsSchema, domainShape(atLimitMetrics)).ok).toBe(true);
    await assertSucceeds(
      saveAsConsole(
        admin(),
        'case_studies',
        'ok-no-metrics',
        validCaseStudy({ slug: 'ok-no-metrics', metrics: null, metrics_sv: null, testimonial: null }),
      ),
    );
    // Every field that may be null, null (the rules test null after the text or list check).
    await assertSucceeds(
      saveAsConsole(
        admin(),
        'case_studies',
        'ok-all-null',
        validCaseStudy({
          slug: 'ok-all-null',
          ...Object.fromEntries(
            [
              'metrics',
              'metrics_sv',
              'testimonial',
              'testimonial_author',
              'testimonial_role',
              'testimonial_role_sv',
              'image_url',
              'image_alt',
              'image_alt_sv',
              'title_sv',
              'industry_sv',
              'challenge_sv',
              'solution_sv',
              'results_sv',
              'testimonial_sv',
            ].map((field) => [field, null]),
          ),
        }),
      ),
    );
    expect(validate(blogFieldsSchema, validBlog()).ok).toBe(true);
    expect(validate(caseStudyFieldsSchema, domainShape(validCaseStudy())).ok).toBe(true);
  });

  it.each(INVALID_BLOGS)('blog: %s', async (_label, change) => {
    const document = validBlog(change);
    await assertFails(saveAsConsole(admin(), 'blogs', 'bad', document));
    await assertFails(saveAsConsole(admin(), 'blogs', 'published-1', validBlog(change)));
    expect(validate(blogFieldsSchema, document).ok).toBe(false);
  });

  it.each(INVALID_CASE_STUDIES)('case study: %s', async (_label, change) => {
    const document = validCaseStudy(change);
    await assertFails(saveAsConsole(admin(), 'case_studies', 'bad', document));
    await assertFails(saveAsConsole(admin(), 'case_studies', 'published-1', validCaseStudy(change)));
    expect(validate(caseStudyFieldsSchema, domainShape(document)).ok).toBe(false);
  });

  it.each(['title', 'slug', 'author', 'published_date', 'image_url', 'content_sv'])(
    'blog without %s (incomplete document)',
    async (field) => {
      await assertFails(saveAsConsole(admin(), 'blogs', 'bad', withoutField(validBlog(), field)));
      await assertFails(saveAsConsole(admin(), 'blogs', 'published-1', withoutField(validBlog(), field)));
      expect(validate(blogFieldsSchema, withoutField(validBlog(), field)).ok).toBe(false);
    },
  );

  it.each(['client_name', 'metrics', 'created_at', 'testimonial_sv'])(
    'case study without %s (incomplete document)',
    async (field) => {
      await assertFails(saveAsConsole(admin(), 'case_studies', 'bad', withoutField(validCaseStudy(), field)));
      await assertFails(saveAsConsole(admin(), 'case_studies', 'published-1', withoutField(validCaseStudy(), field)));
    },
  );

  // hasFields leaves the required fields to the validator's checks, each of which reads its field
  // (an absent one fails the read): every field but those added later is required, one by one.
  // (The review mark is optional like the publication times: roles.test.ts saves a draft without it.)
  const OPTIONAL = ['publish_at', 'unpublish_at', READY_FOR_REVIEW_FIELD, 'revision'];
  const required = (document: Record<string, unknown>, added: string[]) =>
    Object.keys(document).filter((field) => !OPTIONAL.includes(field) && !added.includes(field));
  it.each(required(validBlog(), addedLaterFields(BLOG_TYPE)))('blog without %s is refused', async (field) => {
    await assertFails(saveAsConsole(admin(), 'blogs', 'bad', withoutField(validBlog(), field)));
  });
  it.each(required(validCaseStudy(), addedLaterFields(CASE_STUDY_TYPE)))(
    'case study without %s is refused',
    async (field) => {
      await assertFails(saveAsConsole(admin(), 'case_studies', 'bad', withoutField(validCaseStudy(), field)));
    },
  );

  it('a post saved before SEO overrides existed (none of the four fields) stays valid; a case study has none', async () => {
    let older = validBlog();
    for (const field of ['seo_title', 'seo_description', 'seo_title_sv', 'seo_description_sv'])
      older = withoutField(older, field);
    older = { ...older, slug: 'no-seo' };
    await assertSucceeds(saveAsConsole(admin(), 'blogs', 'no-seo', older));
    await assertSucceeds(
      saveAsConsole(admin(), 'blogs', 'no-seo', { ...older, seo_title: 'Now with a search title' }, 2),
    );
    await assertFails(
      saveAsConsole(admin(), 'case_studies', 'seo', validCaseStudy({ slug: 'seo', seo_title: 'Not a field here' })),
    );
  });

  it('a case study saved before Swedish metrics and roles existed (no metrics_sv, testimonial_role_sv) stays valid and takes them later', async () => {
    const older = withoutField(
      withoutField(validCaseStudy({ slug: 'no-swedish-metrics' }), 'metrics_sv'),
      'testimonial_role_sv',
    );
    await assertSucceeds(saveAsConsole(admin(), 'case_studies', 'no-swedish-metrics', older));
    await assertSucceeds(
      saveAsConsole(admin(), 'case_studies', 'no-swedish-metrics', { ...older, title_sv: 'Ny titel' }, 2),
    );
    await assertSucceeds(
      saveAsConsole(
        admin(),
        'case_studies',
        'no-swedish-metrics',
        { ...older, metrics_sv: [{ metric: 'Sparad tid', value: '70 %' }], testimonial_role_sv: 'Ekonomichef' },
        3,
      ),
    );
  });

  it('a post or case study saved before covers had alt text (no image_alt, no image_alt_sv) stays valid', async () => {
    const without = (fields: Record<string, unknown>) =>
      withoutField(withoutField(fields, 'image_alt'), 'image_alt_sv');
    const noAlt = without(validBlog({ slug: 'no-alt' }));
    await assertSucceeds(saveAsConsole(admin(), 'blogs', 'no-alt', noAlt));
    await assertSucceeds(saveAsConsole(admin(), 'blogs', 'no-alt', { ...noAlt, title_sv: 'Ny titel' }, 2));
    await assertSucceeds(saveAsConsole(admin(), 'case_studies', 'no-alt', without(validCaseStudy({ slug: 'no-alt' }))));
    // Nor only the Swedish one (stored before it existed, with the English one).
    const noSwedishAlt = withoutField(validCaseStudy({ slug: 'no-swedish-alt' }), 'image_alt_sv');
    await assertSucceeds(saveAsConsole(admin(), 'case_studies', 'no-swedish-alt', noSwedishAlt));
  });

  it('one saved before scheduling existed (no publish_at, unpublish_at) stays valid and takes a partial update', async () => {
    const unscheduled = withoutField(withoutField(validBlog({ slug: 'old' }), 'publish_at'), 'unpublish_at');
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'blogs', 'old'), unscheduled);
    });
    await assertSucceeds(saveAsConsole(admin(), 'blogs', 'old', { ...unscheduled, excerpt_sv: 'Utdrag' }));
    const oldStudy = withoutField(withoutField(validCaseStudy({ slug: 'old' }), 'publish_at'), 'unpublish_at');
    await assertSucceeds(saveAsConsole(admin(), 'case_studies', 'old', oldStudy));
    // Still checked when present.
    await assertFails(saveAsConsole(admin(), 'blogs', 'old', { ...unscheduled, publish_at: 'tomorrow' }, 2));
  });

  it('bulk translation may change only the Swedish fields of a post (as a new version)', async () => {
    await assertSucceeds(
      saveAsConsole(
        admin(),
        'blogs',
        'published-1',
        validBlog({ title_sv: 'Titel', excerpt_sv: 'Utdrag', content_sv: '# Rubrik', category_sv: 'AI-strategi' }),
      ),
    );
  });
});

describe('scheduled publishing', () => {
  const admin = () => firestoreOf(contextFor('admin'));
  const scheduled = { is_published: false, publish_at: inAnHour, unpublish_at: inTwoHours };

  it.each(['blogs', 'case_studies'] as const)(
    '%s: the admin stores a schedule, and a published document with an unpublish time',
    async (name) => {
      await assertSucceeds(
        saveAsConsole(admin(), name, 'scheduled', validDocument(name, { ...scheduled, slug: 'scheduled' })),
      );
      await assertSucceeds(
        saveAsConsole(admin(), name, 'until', validDocument(name, { slug: 'until', unpublish_at: inAnHour })),
      );
      // A publish time already past on a published document (the function clears it; an import may not).
      await assertSucceeds(
        saveAsConsole(
          admin(),
          name,
          'published-1',
          validDocument(name, { publish_at: new Date(Date.now() - HOUR), unpublish_at: null }),
        ),
      );
    },
  );

  it.each(['blogs', 'case_studies'] as const)(
    '%s: refuses a document written as published with a publish time still to come (readable early)',
    async (name) => {
      await assertFails(
        saveAsConsole(admin(), name, 'early', validDocument(name, { slug: 'early', publish_at: inAnHour })),
      );
      await assertFails(saveAsConsole(admin(), name, 'published-1', validDocument(name, { publish_at: inAnHour })));
      await assertFails(
        saveAsConsole(
          admin(),
          name,
          'draft-1',
          validDocument(name, { slug: 'draft', is_published: true, publish_at: inAnHour, unpublish_at: null }),
        ),
      );
    },
  );

  it.each(['blogs', 'case_studies'] as const)(
    '%s: a scheduled document is closed to visitors until it is published',
    async (name) => {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(firestoreOf(context), name, 'scheduled'), validDocument(name, { ...scheduled, slug: 'soon' }));
      });
      for (const actor of ['anonymous', 'signed-in non-admin'] as const) {
        const db = firestoreOf(contextFor(actor));
        await assertFails(getDoc(doc(db, name, 'scheduled')));
        await assertFails(getDocs(query(collection(db, name), where('slug', '==', 'soon'))));
      }
      await assertSucceeds(getDoc(doc(admin(), name, 'scheduled')));
    },
  );
});

describe("public reads use the pages' live test (published, and now between publish_at and unpublish_at)", () => {
  const ago = new Date(Date.now() - HOUR);
  /** Stored as an import or the Admin SDK may store them (the rules refuse the first two from a client). */
  const stored: [string, Record<string, unknown>, boolean][] = [
    ['published with a publish time still to come', { is_published: true, publish_at: inAnHour }, false],
    ['published with an unpublish time passed', { is_published: true, unpublish_at: ago }, false],
    ['published with an unpublish time to come', { is_published: true, unpublish_at: inAnHour }, true],
    ['published with a publish time passed (not yet cleared)', { is_published: true, publish_at: ago }, true],
  ];

  it.each(['blogs', 'case_studies'] as const)('%s', async (name) => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      for (const [index, [, fields]] of stored.entries()) {
        await setDoc(doc(firestoreOf(context), name, `stored-${index}`), validDocument(name, fields));
      }
    });
    for (const actor of ['anonymous', 'signed-in non-admin'] as const) {
      const db = firestoreOf(contextFor(actor));
      for (const [index, [, , readable]] of stored.entries()) {
        const read = getDoc(doc(db, name, `stored-${index}`));
        if (readable) await assertSucceeds(read);
        else await assertFails(read);
      }
      // The site's query answers only what is live and has no publish time left (the function
      // clears a passed one within the minute); a query without the time filters is refused.
      const live = await assertSucceeds(getDocs(liveQuery(db, name)));
      expect(live.docs.map((document) => document.id).sort()).toEqual(['published-1', 'stored-2']);
      await assertFails(getDocs(query(collection(db, name), where('is_published', '==', true))));
      await assertFails(
        getDocs(query(collection(db, name), where('is_published', '==', true), where('publish_at', '==', null))),
      );
      // "Later than now" by this clock is not yet proof of "later than the server's now".
      await assertFails(
        getDocs(
          query(
            collection(db, name),
            where('is_published', '==', true),
            where('publish_at', '==', null),
            where('unpublish_at', '>', Timestamp.fromMillis(Date.now() - 60_000)),
          ),
        ),
      );
    }
    const everything = await getDocs(collection(firestoreOf(contextFor('admin')), name));
    expect(everything.size).toBe(stored.length + 2);
  });

  it('the site asks for a post by its slug with the same filters', async () => {
    const db = firestoreOf(contextFor('anonymous'));
    const slug = String(validBlog().slug);
    const found = await assertSucceeds(getDocs(query(liveQuery(db, 'blogs', where('slug', '==', slug)), limit(1))));
    expect(found.docs.map((document) => document.id)).toEqual(['published-1']);
  });

  it("the case studies' list reads its page's stories one by one: a query by their ids cannot work", async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      const ended = validCaseStudy({ slug: 'ended', unpublish_at: new Date(Date.now() - HOUR) });
      await setDoc(doc(db, 'case_studies', 'ended'), ended);
      await setDoc(doc(db, 'case_studies', 'ending'), validCaseStudy({ slug: 'ending', unpublish_at: inAnHour }));
    });
    for (const actor of ['anonymous', 'signed-in non-admin'] as const) {
      const db = firestoreOf(contextFor(actor));
      // A page's ids as the index lists them (site-remote/src/data/caseStudies.ts): each story
      // read on its own is answered from the story itself, live or refused.
      await assertSucceeds(getDoc(doc(db, 'case_studies', 'published-1')));
      await assertSucceeds(getDoc(doc(db, 'case_studies', 'ending')));
      for (const gone of ['draft-1', 'ended', 'deleted']) await assertFails(getDoc(doc(db, 'case_studies', gone)));
      // One query for the ids: Firestore refuses an equality on the id beside the inequality on
      // unpublish_at, and the rules check such a query against each story it names, so a story
      // unpublished or deleted since the index listed it refuses the whole page.
      const byIds = (ids: string[], ...live: ReturnType<typeof where>[]) =>
        getDocs(query(collection(db, 'case_studies'), where(documentId(), 'in', ids), ...live));
      await expect(getDocs(liveQuery(db, 'case_studies', where(documentId(), 'in', ['published-1'])))).rejects.toThrow(
        /Equality on key is not allowed if there are other inequality fields/,
      );
      const notScheduledToEnd = [
        where('is_published', '==', true),
        where('publish_at', '==', null),
        where('unpublish_at', '==', null),
      ];
      await assertSucceeds(byIds(['published-1'], ...notScheduledToEnd));
      for (const gone of ['draft-1', 'ended', 'deleted'])
        await assertFails(byIds(['published-1', gone], ...notScheduledToEnd));
    }
  });
});

describe("the case studies' index", () => {
  it('is read by anyone, its one document only, and written by nobody but the functions', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'case_study_index', 'live'), { stories: {} });
    });
    for (const actor of ACTORS) {
      const db = firestoreOf(contextFor(actor));
      await assertSucceeds(getDoc(doc(db, 'case_study_index', 'live')));
      await assertFails(getDoc(doc(db, 'case_study_index', 'drafts')));
      await assertFails(getDocs(collection(db, 'case_study_index')));
      await assertFails(setDoc(doc(db, 'case_study_index', 'live'), { stories: {} }));
      await assertFails(setDoc(doc(db, 'case_study_index', 'other'), { stories: {} }));
      await assertFails(
        updateDoc(doc(db, 'case_study_index', 'live'), {
          'stories.x': { created_at: Timestamp.now(), unpublish_at: null },
        }),
      );
      await assertFails(deleteDoc(doc(db, 'case_study_index', 'live')));
    }
  });
});

describe('the blog index', () => {
  it('is read by anyone, one shard at a time, and written by nobody but the functions', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'blog_index', 'live-0'), { posts: {} });
    });
    for (const actor of ACTORS) {
      const db = firestoreOf(contextFor(actor));
      await assertSucceeds(getDoc(doc(db, 'blog_index', 'live-0')));
      await assertSucceeds(getDoc(doc(db, 'blog_index', 'live-3')));
      await assertFails(getDoc(doc(db, 'blog_index', 'drafts')));
      await assertFails(getDocs(collection(db, 'blog_index')));
      await assertFails(setDoc(doc(db, 'blog_index', 'live-0'), { posts: {} }));
      await assertFails(updateDoc(doc(db, 'blog_index', 'live-0'), { posts: { x: { title: 'x' } } }));
      await assertFails(deleteDoc(doc(db, 'blog_index', 'live-0')));
    }
  });
});
