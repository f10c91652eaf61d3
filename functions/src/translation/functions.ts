/**
 * translateBlog and translateCaseStudy, one callable per content type, both made from the type's
 * descriptor (its `translated` fields): staff (admins and writers) only, each person at most
 * TRANSLATION_RATE_LIMIT_PER_HOUR translations and TRANSLATION_CHARACTERS_PER_HOUR characters an
 * hour (rateLimit.ts), counting the characters sent; the fields sent (any of the type's, at least
 * one: Translate All sends only those it will write) translated
 * into targetLang with their markdown intact (a case study's metrics part by part, each name
 * still paired with its value), or a clear error. A category (an industry) other documents already
 * name in the target language gets that name (withAgreedNames).
 */

import { type CallableOptions, type CallableRequest, HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import {
  appCheckEnforced,
  REGION,
  siteUrl,
  translationApiKey,
  translationCharactersPerHour,
  translationRateLimitPerHour,
  translationSettings,
} from '../config';
import {
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  type ContentTypeDescriptor,
  completeAnswer,
  hasVisibleText,
  type Language,
  type Metric,
  metricsFields,
  suggestedFields,
  TRANSLATION_SOURCES_COLLECTION,
  TRANSLATION_TIMEOUT_SECONDS,
  type TranslatedFields,
  textFingerprint,
  translationRequestSchema,
  translationSourcesId,
} from '../domain';
import { parseRequest, requireStaff } from '../errors';
import { db } from '../firebase';
import { TranslationProviderError } from './chatCompletions';
import { MarkdownGuardError } from './markdown';
import { enforceTranslationRateLimit } from './rateLimit';
import { sharedRequestLimit, type TranslatorSettings, translateFields, translateMetrics } from './translator';

function configuredTranslator(): TranslatorSettings {
  const settings = translationSettings();
  const missing = [
    !settings.baseUrl && 'TRANSLATION_BASE_URL',
    !settings.model && 'TRANSLATION_MODEL',
    !settings.apiKey && 'the TRANSLATION_API_KEY secret',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0) {
    const names = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
    throw new HttpsError('failed-precondition', `Translation is not configured: set ${names}.`);
  }
  return settings;
}

/** "… overloaded." stays as it is, "… lost" gets its full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Every field of `fields`: the text ones as markdown, the metrics ones entry by entry. */
async function translateAll<T extends ContentTypeDescriptor>(
  type: T,
  fields: TranslatedFields<T>,
  target: Language,
  settings: TranslatorSettings,
): Promise<TranslatedFields<T>> {
  const lists = new Set<string>(metricsFields(type));
  const entries = Object.entries(fields as Readonly<Record<string, string | Metric[]>>);
  const texts = Object.fromEntries(
    entries.flatMap(([name, value]) => (typeof value === 'string' && !lists.has(name) ? [[name, value]] : [])),
  ) as Record<string, string>;
  const metrics = entries.flatMap(([name, value]) => (Array.isArray(value) ? [[name, value] as const] : []));
  // One bound on the requests open at the provider for the whole call, texts and metrics alike.
  const shared = sharedRequestLimit(settings);
  const [translatedTexts, translatedMetrics] = await Promise.all([
    translateFields(texts, target, shared),
    Promise.all(metrics.map(async ([name, list]) => [name, await translateMetrics(list, target, shared)] as const)),
  ]);
  return { ...translatedTexts, ...Object.fromEntries(translatedMetrics) } as TranslatedFields<T>;
}

async function translateOrExplain<T extends ContentTypeDescriptor>(
  type: T,
  fields: TranslatedFields<T>,
  target: Language,
): Promise<TranslatedFields<T>> {
  const settings = configuredTranslator();
  try {
    return await translateAll(type, fields, target, settings);
  } catch (error) {
    if (error instanceof TranslationProviderError && error.refused) {
      // The key, the model or the address is wrong: "try again in a moment" would not help.
      logger.error('Translation provider refused the configuration', { message: error.message, model: settings.model });
      throw new HttpsError('failed-precondition', `Translation failed: ${sentence(error.message)}`, {
        reason: 'provider-refused',
      });
    }
    if (error instanceof TranslationProviderError && error.quota) {
      // The account's quota or credit is used up: only whoever manages it can help.
      logger.error('Translation provider quota or billing exhausted', {
        message: error.message,
        model: settings.model,
      });
      throw new HttpsError('failed-precondition', `Translation failed: ${sentence(error.message)}`, {
        reason: 'provider-quota',
      });
    }
    if (error instanceof TranslationProviderError) {
      logger.warn('Translation provider failed', { message: error.message, model: settings.model });
      throw new HttpsError('unavailable', `Translation failed: ${sentence(error.message)}`);
    }
    if (error instanceof MarkdownGuardError) {
      logger.warn('Translation rejected by the markdown guard', { message: error.message, model: settings.model });
      throw new HttpsError(
        'aborted',
        `Translation failed: ${sentence(error.message)} Nothing was changed; please try again.`,
      );
    }
    throw error;
  }
}

/** Firestore's longest document id, in bytes: no sources document can have a longer one. */
const DOCUMENT_ID_MAX_BYTES = 1500;

/** A document naming a suggested field in the target language: its id, that name, and its English. */
interface Naming {
  readonly id: string;
  readonly name: string;
  readonly english: string;
}

/**
 * Which of `namings` still name `field` as a pair, each one's English beside its Swedish: its
 * Swedish was set for that English (its recorded source is that English's fingerprint), or its
 * source is unknown (saved before sources were kept, or no sources document at all), which counts
 * as current as everywhere else (domain/src/translationSources.ts). A Swedish name set for another
 * English (the English category renamed since) is out of date: it names the old category. One
 * batched read (getAll, only the field's source) for all of them, none when there are none.
 */
async function currentNamings(
  type: ContentTypeDescriptor,
  field: string,
  namings: readonly Naming[],
): Promise<readonly Naming[]> {
  const ids = namings.map(({ id }) => translationSourcesId(type.collection, id));
  const readable = ids.filter((id) => Buffer.byteLength(id) <= DOCUMENT_ID_MAX_BYTES);
  const sources = db().collection(TRANSLATION_SOURCES_COLLECTION);
  const read =
    readable.length === 0
      ? []
      : await db().getAll(...readable.map((id) => sources.doc(id)), { fieldMask: [`fields.${field}`] });
  const recorded = new Map(read.map((snapshot) => [snapshot.id, snapshot.get(`fields.${field}`) as unknown]));
  return namings.filter((naming, index) => {
    const source = recorded.get(ids[index] ?? '');
    return typeof source !== 'string' || source === textFingerprint(naming.english);
  });
}

/**
 * The name the type's documents already agree on for `value` of a suggested field (a post's
 * category, a case study's industry) in `target`: when every document whose field holds `value`
 * in the other language and has a current name in `target` has the same one, that one; else null
 * (none yet, or several). A document's name counts only while its pair is current
 * (currentNamings): one left from before its English was renamed names the old category, so
 * neither the document renamed (it gets its new category's name) nor any other (a post renamed
 * into "Logistics" still holding its old Swedish does not make "Logistics" a category of two
 * names) takes it; a name staff gave the category a document has counts, so Translate does not
 * undo it. With `ownLeftOut` (the editor holds the field empty in `target`: staff emptied the
 * name to have it named afresh) the document being translated (`documentId`) does not count at
 * all.
 *
 * Reads: one projected query on the field (single-field equality: no index needed), of at most
 * 500 documents (a name that many agree on is settled); then the translation sources of one
 * document of each name, in one batch; and only for a name whose first document is out of date,
 * its other documents' sources, in a second batch. So a category all of whose documents are
 * current costs its query and one read per name (with 1,000 posts in one category, 501 reads,
 * where reading every document's sources would cost 1,000; docs/performance.md).
 */
async function agreedName(
  type: ContentTypeDescriptor,
  field: string,
  value: string,
  target: Language,
  documentId: string | undefined,
  ownLeftOut: boolean,
): Promise<string | null> {
  const [from, to] = target === 'sv' ? [field, `${field}_sv`] : [`${field}_sv`, field];
  const found = await db().collection(type.collection).where(from, '==', value).select(to).limit(500).get();
  // Each document with a name, by name; its English: the value asked about, or (into English) the name.
  const byName = new Map<string, Naming[]>();
  for (const document of found.docs) {
    const name: unknown = document.get(to);
    if (typeof name !== 'string' || !hasVisibleText(name) || (ownLeftOut && document.id === documentId)) continue;
    const naming = { id: document.id, name, english: target === 'sv' ? value : name };
    const list = byName.get(name);
    if (list) list.push(naming);
    else byName.set(name, [naming]);
  }
  const lists = [...byName.values()];
  const firsts = await currentNamings(
    type,
    field,
    lists.flatMap((list) => list.slice(0, 1)),
  );
  const counted = new Set(firsts.map(({ name }) => name));
  if (counted.size > 1) return null;
  // The other documents of the names whose first document is out of date.
  const unsettled = lists.filter((list) => !counted.has(list[0]?.name ?? '')).flatMap((list) => list.slice(1));
  if (unsettled.length > 0) for (const { name } of await currentNamings(type, field, unsettled)) counted.add(name);
  return counted.size === 1 ? ([...counted][0] ?? null) : null;
}

/**
 * `translated` with each suggested field's name replaced by the one the type's documents already
 * agree on for its source text (agreedName), so a category translated again is the category the
 * other posts have, and the blog's Swedish filter does not get a second button for a second
 * wording. A field without one keeps the machine's translation. The fields in `unnamed` (empty in
 * the editor's target language) leave the document's own name out.
 */
async function withAgreedNames<T extends ContentTypeDescriptor>(
  type: T,
  source: TranslatedFields<T>,
  translated: TranslatedFields<T>,
  target: Language,
  documentId: string | undefined,
  unnamed: readonly string[],
): Promise<TranslatedFields<T>> {
  // The suggested fields by their own names (their `_sv` twins are the other language's).
  const fields = suggestedFields(type).filter((name) => name in type.fields);
  const sourceText = source as Readonly<Record<string, unknown>>;
  const agreed = await Promise.all(
    fields.map(async (field) => {
      const value = sourceText[field];
      return [
        field,
        typeof value === 'string' && value
          ? await agreedName(type, field, value, target, documentId, unnamed.includes(field))
          : null,
      ] as const;
    }),
  );
  const names = agreed.filter((entry): entry is readonly [string, string] => entry[1] !== null);
  return names.length === 0 ? translated : { ...translated, ...Object.fromEntries(names) };
}

/** The characters a translation sends: every field's text, a metric's name and value each. */
function charactersOf(fields: object): number {
  return Object.values(fields as Readonly<Record<string, string | readonly Metric[] | null | undefined>>).reduce(
    (sum: number, value) =>
      sum +
      (typeof value === 'string'
        ? value.length
        : Array.isArray(value)
          ? value.reduce((parts: number, { metric, value: text }: Metric) => parts + metric.length + text.length, 0)
          : 0),
    0,
  );
}

const translationOptions: CallableOptions = {
  region: REGION,
  // Only the admin console's pages (the shell's origin) may call these from a browser; a
  // preflight from any other origin gets no Access-Control-Allow-Origin.
  cors: siteUrl,
  secrets: [translationApiKey],
  // Seven rounds of six requests to a slow model at the fields' limits (timeout.test.ts).
  timeoutSeconds: TRANSLATION_TIMEOUT_SECONDS,
  memory: '512MiB',
  maxInstances: 5,
};

/** The callable that translates `type`'s `translated` fields (named by its descriptor's `translationCallable`). */
function translationFunction<T extends ContentTypeDescriptor>(type: T) {
  const schema = translationRequestSchema(type);
  return onCall(translationOptions, async (request: CallableRequest): Promise<TranslatedFields<T>> => {
    // The admin console sends App Check tokens like the site (platform/src/firebase/appCheck.ts).
    requireCallableAppCheck(request, appCheckEnforced.value(), 'translate');
    const { uid } = await requireStaff(request, db(), 'translate content');
    const { targetLang, documentId, unnamed = [], ...fields } = parseRequest(schema, request.data);
    // Set up first (a site without a provider says so, and counts nothing), then counted.
    configuredTranslator();
    const source = completeAnswer(type, fields);
    const limits = { calls: translationRateLimitPerHour(), characters: translationCharactersPerHour() };
    await enforceTranslationRateLimit(db(), uid, limits, charactersOf(source), new Date());
    const translated = await translateOrExplain(type, source, targetLang);
    return withAgreedNames(type, source, translated, targetLang, documentId, unnamed);
  });
}

export const translateBlog = translationFunction(BLOG_TYPE);
export const translateCaseStudy = translationFunction(CASE_STUDY_TYPE);
