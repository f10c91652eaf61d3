/**
 * Translations that know when they are stale. Each Swedish field records a fingerprint of the
 * English text it was translated from (or written against); when the English changes afterwards,
 * the Swedish is out of date. The fingerprints live apart from the documents, in
 * `translation_sources/{collection}_{id}` (`{ fields: { title: '…', … } }`), which only admins
 * read: the public site never needs them, and the stored documents keep their shape.
 *
 * A Swedish field whose source is unknown (written before this was kept) counts as current: only
 * a recorded source that no longer matches marks it out of date.
 *
 * A case study's metrics count as their "Metric Name: Value" lines (metrics.ts), whether read from
 * a stored list or from the editor's text box, so a change of a metric's name or value in English
 * marks the Swedish metrics out of date like any other field.
 *
 * Beside the sources, every save records the fingerprint of each translatable English field as
 * saved (`english`), so the admin list marks out-of-date Swedish without reading the documents'
 * bodies ({@link staleFromFingerprints}).
 */
import { formatMetrics, metricsIn } from './metrics';

export const TRANSLATION_SOURCES_COLLECTION = 'translation_sources';

/** English field → fingerprint of the English text its Swedish was translated from. */
export type TranslationSources = Readonly<Record<string, string>>;

/** A `translation_sources` document: the sources, and the English they are compared with. */
export interface TranslationSourcesDocument {
  fields: TranslationSources;
  /** English field → fingerprint of its text as last saved (absent in documents written before it was kept). */
  english?: Readonly<Record<string, string>>;
}

/** The id of a document's sources: `blogs_abc123`. */
export function translationSourcesId(collection: string, id: string): string {
  return `${collection}_${id}`;
}

/**
 * What {@link textFingerprint} writes, whatever the length of the text: 14 lowercase hex digits.
 * firestore.rules holds every stored source and English fingerprint to it (tests/unit/
 * rules-limits.test.ts compares the two), and content:import every imported one.
 */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{14}$/;

/**
 * A short fingerprint of a text (cyrb53, 53 bits, as 14 hex digits: {@link FINGERPRINT_PATTERN}),
 * ignoring spaces at either end. Not a security hash: it only tells whether the English changed.
 */
export function textFingerprint(text: string): string {
  const value = text.trim();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** A document's text as these rules read it: English `field`, Swedish `field_sv`, absent as null. */
type Texts = object;

const textOf = (document: Texts, field: string): string => {
  const value = (document as Readonly<Record<string, unknown>>)[field];
  if (typeof value === 'string') return value;
  return formatMetrics(metricsIn(document, field));
};

/**
 * What Auto-Translate in the editor made of each field it filled, either way: the fingerprint of
 * the English and the Swedish text as they stood side by side, one the translation of the other.
 * While a field's Swedish is still that text, its source is that English, whatever was typed in
 * the English since (then the Swedish is out of date) or whatever the stored source says (English
 * translated from the Swedish leaves the Swedish current).
 */
export type TranslatedPairs = Readonly<Record<string, { readonly english: string; readonly swedish: string }>>;

/** The pairs of `fields` (English field names) as `document` (the editor's values) holds them now. */
export function translatedPairs(
  fields: readonly string[],
  document: Texts,
): Record<string, { english: string; swedish: string }> {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      { english: textFingerprint(textOf(document, field)), swedish: textOf(document, `${field}_sv`) },
    ]),
  );
}

/** The pair of `field` when `swedish` is still the text its translation gave (spaces at the ends aside). */
const pairOf = (pairs: TranslatedPairs, field: string, swedish: string) => {
  const pair = Object.hasOwn(pairs, field) ? pairs[field] : undefined;
  return pair && pair.swedish.trim() === swedish.trim() ? pair : undefined;
};

/**
 * The sources to keep after a save of `saved` over `previous` (null when creating): a Swedish
 * field auto-translated in the editor and saved as translated comes from the English of its
 * translation (`pairs`); else a Swedish field written or changed by this save was written against
 * the English it is saved with; an unchanged one keeps its source; an empty one has none.
 */
export function sourcesAfterSave(
  translatable: readonly string[],
  saved: Texts,
  previous: Texts | null,
  sources: TranslationSources,
  pairs: TranslatedPairs = {},
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const field of translatable) {
    const swedish = textOf(saved, `${field}_sv`);
    if (!swedish.trim()) continue;
    const pair = pairOf(pairs, field, swedish);
    if (pair) {
      next[field] = pair.english;
      continue;
    }
    const changed = !previous || swedish !== textOf(previous, `${field}_sv`);
    const source = changed ? textFingerprint(textOf(saved, field)) : sources[field];
    if (source) next[field] = source;
  }
  return next;
}

/** A version kept in the history, as a restore reads it: its texts and the sources saved with it. */
export interface RestoredVersion {
  fields: Texts;
  /** The translation sources written with the version; null for a version saved before they were kept with it. */
  sources: TranslationSources | null;
}

/**
 * The sources to keep after a restore of `version` saved as `saved` over `previous`: each Swedish
 * text the version holds comes back with the source its version recorded (none when that was
 * unknown then), so Swedish that was out of date then is out of date again, and current Swedish
 * current, whatever the sources say now: a restore brings back the text and what it was translated
 * from. A version that recorded no sources (saved before they were kept with it), and a Swedish
 * text that is not the version's, are saved as any save is ({@link sourcesAfterSave}).
 */
export function sourcesAfterRestore(
  translatable: readonly string[],
  saved: Texts,
  previous: Texts | null,
  sources: TranslationSources,
  version: RestoredVersion,
): Record<string, string> {
  const recorded = version.sources;
  const next = sourcesAfterSave(translatable, saved, previous, sources);
  if (!recorded) return next;
  for (const field of translatable) {
    const swedish = textOf(saved, `${field}_sv`);
    if (!swedish.trim() || swedish !== textOf(version.fields, `${field}_sv`)) continue;
    const source = Object.hasOwn(recorded, field) ? recorded[field] : undefined;
    if (source) next[field] = source;
    else delete next[field];
  }
  return next;
}

/**
 * The English fields whose Swedish is out of date: there is Swedish, it is the one `stored`
 * holds (a Swedish text typed since is current), and its recorded source is not the English
 * `current` has now. A field auto-translated in the editor (`pairs`) whose Swedish is still the
 * translation's is out of date when the English is no longer the one of its translation.
 */
export function staleSwedishFields(
  translatable: readonly string[],
  current: Texts,
  stored: Texts,
  sources: TranslationSources,
  pairs: TranslatedPairs = {},
): string[] {
  return translatable.filter((field) => {
    const swedish = textOf(current, `${field}_sv`);
    const pair = swedish.trim() ? pairOf(pairs, field, swedish) : undefined;
    if (pair) return pair.english !== textFingerprint(textOf(current, field));
    const source = sources[field];
    return (
      Boolean(swedish.trim()) &&
      swedish === textOf(stored, `${field}_sv`) &&
      source !== undefined &&
      source !== textFingerprint(textOf(current, field))
    );
  });
}

/** The English fields with text whose Swedish is empty. */
export function missingSwedishFields(translatable: readonly string[], document: Texts): string[] {
  return translatable.filter(
    (field) => Boolean(textOf(document, field).trim()) && !textOf(document, `${field}_sv`).trim(),
  );
}

/**
 * The sources after a translation wrote the Swedish of `written` (English field names) from the
 * English in `english`: those now come from that English; the others keep theirs.
 */
export function sourcesAfterTranslation(
  english: Texts,
  written: readonly string[],
  sources: TranslationSources,
): Record<string, string> {
  const next: Record<string, string> = { ...sources };
  for (const field of written) next[field] = textFingerprint(textOf(english, field));
  return next;
}

/** The fingerprint of each of `translatable`'s English texts in `document` (an empty one included). */
export function englishFingerprints(translatable: readonly string[], document: Texts): Record<string, string> {
  return Object.fromEntries(translatable.map((field) => [field, textFingerprint(textOf(document, field))]));
}

/**
 * {@link staleSwedishFields} from a sources document alone: the fields whose recorded source is
 * not the English last saved. A source is recorded only for a Swedish text that is there, so the
 * document's own texts are not needed; null when the document records no English (saved before
 * it was kept): then only the document itself tells.
 */
export function staleFromFingerprints(
  translatable: readonly string[],
  sources: TranslationSourcesDocument,
): string[] | null {
  const { fields, english } = sources;
  if (!english) return Object.keys(fields).length === 0 ? [] : null;
  return translatable.filter((field) => {
    const source = fields[field];
    const saved = english[field];
    return source !== undefined && saved !== undefined && source !== saved;
  });
}
