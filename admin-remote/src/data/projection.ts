/**
 * Documents read with only some of their fields. The Firestore SDK reads documents whole; its REST
 * API's `runQuery` takes a field mask (`select`); called with the signed-in account's Firebase ID
 * token it is held to the same security rules (https://firebase.google.com/docs/firestore/use-rest-api).
 * The admin lists read their rows this way: a list of a thousand posts without their bodies is a
 * tenth of the bytes (README, "Manage Blogs at 1,000 posts").
 */
import { auth } from '@app/platform/auth';
import { firestoreRestDocuments } from '@app/platform/firestore';
import type { DocumentData } from 'firebase/firestore/lite';

/**
 * The documents of `collection`, newest first by `newestFirstBy`, each with only `fields`; a
 * subcollection's below the document `parent` (`blogs/abc`), and at most `limit` of them.
 */
interface ProjectedQuery {
  collection: string;
  fields: readonly string[];
  newestFirstBy: string;
  parent?: string;
  limit?: number;
}

interface ProjectedDocument {
  id: string;
  data: DocumentData;
}

export type RunProjectedQuery = (query: ProjectedQuery) => Promise<ProjectedDocument[]>;

/** Where the REST API is, and the bearer token of the account asking. */
export interface RestEndpoint {
  documents: string;
  token: string;
}

/** A REST `Value` (the kinds the content documents hold). */
type RestValue = {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  nullValue?: null;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

/** A REST value as the SDK would hand it (a timestamp as a Date, which the domain's readers take). */
export function fromRestValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(fromRestValue);
  if (value.mapValue) return fromRestFields(value.mapValue.fields ?? {});
  return null;
}

function fromRestFields(fields: Record<string, RestValue>): DocumentData {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, fromRestValue(value)]));
}

/** What `runQuery` answers: a result a document, and the time the query was read at. */
type RestResults = Array<{ document?: { name: string; fields?: Record<string, RestValue> }; readTime?: string }>;

/** Runs `structuredQuery` (of `collection`, below the document `parent` if given) at `endpoint()`, as its account. */
async function runQuery(
  endpoint: () => Promise<RestEndpoint>,
  collection: string,
  structuredQuery: object,
  parent?: string,
): Promise<RestResults> {
  const { documents, token } = await endpoint();
  const below = parent ? `/${parent.split('/').map(encodeURIComponent).join('/')}` : '';
  const response = await fetch(`${documents}${below}:runQuery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collection }], ...structuredQuery } }),
  });
  if (!response.ok) {
    // The server's reason (a refusal by the rules, a query it cannot answer) goes with the status.
    const reason = await response.text().catch(() => '');
    throw new Error(`Reading ${collection} answered ${response.status} ${reason.slice(0, 300)}`.trim());
  }
  return (await response.json()) as RestResults;
}

/**
 * Which of `ids` (documents of `collection`) exist, asked in one request (`batchGet`, as `getDoc`
 * reads one: held to the same `get` rule) with a field mask of one small field, so no post's or case
 * study's text is downloaded. Firestore bills a read for each document named, as one `getDoc` each.
 */
export type ReadExisting = (collection: string, ids: readonly string[]) => Promise<Set<string>>;

/** The most documents one `batchGet` of {@link restExisting} names (an audit page names at most 100). */
const NAMES_PER_REQUEST = 100;

/** What `batchGet` answers: for each document named, `found` (with the masked fields) or `missing`. */
type BatchGetResults = Array<{ found?: { name: string }; missing?: string; readTime?: string }>;

/** Reads which documents exist at `endpoint()` (tests name the emulator and a test account's token). */
export function restExisting(endpoint: () => Promise<RestEndpoint>): ReadExisting {
  return async (collection, ids) => {
    // An id with a slash names no document of the collection (it would be a path below it).
    const unique = [...new Set(ids)].filter((id) => id !== '' && !id.includes('/'));
    if (unique.length === 0) return new Set();
    const { documents, token } = await endpoint();
    // A document's name is its resource name: the REST address's path after the API's version.
    const documentsName = decodeURIComponent(new URL(documents).pathname).replace(/^\/v1\//, '');
    const parts = Array.from({ length: Math.ceil(unique.length / NAMES_PER_REQUEST) }, (_, index) =>
      unique.slice(index * NAMES_PER_REQUEST, (index + 1) * NAMES_PER_REQUEST),
    );
    const answers = await Promise.all(
      parts.map(async (part) => {
        const response = await fetch(`${documents}:batchGet`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            documents: part.map((id) => `${documentsName}/${collection}/${id}`),
            mask: { fieldPaths: ['is_published'] },
          }),
        });
        if (!response.ok) {
          const reason = await response.text().catch(() => '');
          throw new Error(`Reading ${collection} answered ${response.status} ${reason.slice(0, 300)}`.trim());
        }
        return (await response.json()) as BatchGetResults;
      }),
    );
    return new Set(
      answers.flat().flatMap(({ found }) => (found ? [found.name.slice(found.name.lastIndexOf('/') + 1)] : [])),
    );
  };
}

/** Runs projected queries at `endpoint()` (tests name the emulator and a test account's token). */
export function restProjection(endpoint: () => Promise<RestEndpoint>): RunProjectedQuery {
  return async ({ collection, fields, newestFirstBy, parent, limit }) => {
    const results = await runQuery(
      endpoint,
      collection,
      {
        select: { fields: fields.map((fieldPath) => ({ fieldPath })) },
        orderBy: [{ field: { fieldPath: newestFirstBy }, direction: 'DESCENDING' }],
        ...(limit !== undefined && { limit }),
      },
      parent,
    );
    return results.flatMap(({ document }) =>
      document
        ? [{ id: document.name.slice(document.name.lastIndexOf('/') + 1), data: fromRestFields(document.fields ?? {}) }]
        : [],
    );
  };
}

/**
 * The server's clock: the `readTime` of a query of `collection` (one document's name at most), as
 * the REST API answers it even when nothing matches. The time firestore.rules (`request.time`) and
 * the scheduled publishing go by, which a browser's clock may be minutes off.
 */
export type ReadServerTime = (collection: string) => Promise<Date>;

/** Reads the server's time at `endpoint()` (tests name the emulator and a test account's token). */
export function restServerTime(endpoint: () => Promise<RestEndpoint>): ReadServerTime {
  return async (collection) => {
    const results = await runQuery(endpoint, collection, {
      select: { fields: [{ fieldPath: '__name__' }] },
      limit: 1,
    });
    const time = new Date(results.find((result) => result.readTime)?.readTime ?? Number.NaN);
    if (Number.isNaN(time.getTime())) throw new Error(`Reading ${collection} gave no time`);
    return time;
  };
}

/** The browser's endpoint: its project's API (or emulator), as the signed-in account. */
async function signedInEndpoint(): Promise<RestEndpoint> {
  const user = auth().currentUser;
  if (!user) throw new Error('Not signed in');
  return { documents: firestoreRestDocuments(), token: await user.getIdToken() };
}

/** The browser's projected queries, as the signed-in account. */
export const signedInProjection = restProjection(signedInEndpoint);

/** Which documents exist, asked as the signed-in account. */
export const signedInExisting = restExisting(signedInEndpoint);

/** The server's time, asked as the signed-in account. */
export const signedInServerTime = restServerTime(signedInEndpoint);
