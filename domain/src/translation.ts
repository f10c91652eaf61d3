/**
 * Translation of posts and case studies between English and Swedish, driven by each type's
 * descriptor (contentType.ts): the fields with a `translated` Swedish twin are what the
 * translation function (the descriptor's `translationCallable`) takes and gives. The editor's
 * Auto-Translate sends the whole item: its required fields must be filled before it asks, an
 * optional one (a case study's testimonial, its metrics) goes along only when it has text. Bulk
 * translation sends only the fields whose Swedish it will write (missing or out of date), so the
 * function takes any of the fields, at least one. Metrics travel as their list of {metric, value}, so
 * each name keeps its value: the answer has the same entries, each part translated. The requests
 * and answers are shared by the admin console and the functions; no zod here: the schema the
 * functions validate requests with is in translationSchema.ts.
 */
import {
  type ContentField,
  type ContentTypeDescriptor,
  type MetricsField,
  type TwinnedField,
  twinnedFields,
} from './contentType';
import { hasVisibleText } from './firestoreData';
import type { Language } from './language';
import { formatMetrics, type Metric, metricsIn, metricsTextField } from './metrics';

/**
 * How long one call of a translation function may run (its `timeoutSeconds`; the console's
 * callable waits a little longer, so the function's own answer arrives). At the fields' limits a
 * call is at most 39 requests to the model (a case study; a post 37), six open at once, each
 * allowed 120 seconds: seven rounds, 840 seconds, with a slow model (functions/src/translation/timeout.test.ts works it out
 * from the descriptors). Cloud Functions lets an HTTPS function run up to 3,600 seconds.
 */
export const TRANSLATION_TIMEOUT_SECONDS = 900;

/** The fields of `T` that translation fills (each has a `_sv` twin). */
export type TranslatedField<T extends ContentTypeDescriptor> = TwinnedField<T, 'translated'>;
/** A translated field's value on the wire: text, or a metrics field's list. */
type TranslatedValue<T extends ContentTypeDescriptor, K> = K extends MetricsField<T> ? Metric[] : string;

/**
 * What the translation function of `T` takes: the source text of some of its translated fields
 * (at least one; a required field, when sent, with text) and the language wanted.
 */
export type TranslateRequest<T extends ContentTypeDescriptor> = {
  [K in TranslatedField<T>]?: TranslatedValue<T, K> | undefined;
} & {
  targetLang: Language;
  /**
   * The stored document being translated, sent by the editor's Auto-Translate and by bulk
   * translation: with `unnamed`, its own name is left out of the agreed names. (Every document's
   * name, its own as any other's, counts only while current: its Swedish set for the English it
   * has, by its translation sources; so a category renamed since keeps no old Swedish name and a
   * name staff chose stays, with or without the id.)
   */
  documentId?: string | undefined;
  /**
   * The suggested fields sent (a post's category, a case study's industry) whose twin in the target
   * language the editor holds empty (unnamedInto): staff emptied the name, or it never had one. The
   * stored document's own name for them is then left out of the agreed names, so Translate names
   * them afresh (the name the other documents agree on, else the model's) rather than giving back
   * the saved name staff just emptied.
   */
  unnamed?: Array<TranslatedField<T>> | undefined;
};

/** What it gives: every translated field ('' or [] for an optional field that was not sent). */
export type TranslatedFields<T extends ContentTypeDescriptor> = {
  [K in TranslatedField<T>]: TranslatedValue<T, K>;
};

/** Auto-translate always goes from the language shown into the other one. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'sv' : 'en';
}

/** A field's name in a language: the English field itself, or its `_sv` twin. */
function fieldIn(field: string, language: Language): string {
  return language === 'sv' ? `${field}_sv` : field;
}

/** A draft or stored document, read by field name. */
type Values = object;

const textOf = (values: Values, field: string): string => {
  const value = (values as Readonly<Record<string, unknown>>)[field];
  return typeof value === 'string' ? value : '';
};

function translated<T extends ContentTypeDescriptor>(type: T): Array<[TranslatedField<T>, ContentField]> {
  return twinnedFields(type, 'translated').map((name) => [name, type.fields[name] as ContentField]);
}

/**
 * Whether the source `values` (a draft or a stored document) has `name` in the `from` language:
 * a required field always counts, an optional one when it has text or metrics.
 */
function hasSource(values: Values, name: string, field: ContentField, from: Language): boolean {
  if (field.kind === 'metrics') return metricsIn(values, fieldIn(name, from)) !== null;
  return Boolean(field.required) || hasVisibleText(textOf(values, fieldIn(name, from)));
}

/**
 * The text of `from` as the request of `type`'s function: optional fields only when they have
 * text; with `only`, only those of its fields.
 */
function requestOf<T extends ContentTypeDescriptor>(
  type: T,
  values: Values,
  from: Language,
  targetLang: Language,
  only?: readonly string[],
): TranslateRequest<T> {
  const fields = translated(type).flatMap(([name, field]) => {
    if (only && !only.includes(name)) return [];
    if (!hasSource(values, name, field, from)) return [];
    const source = fieldIn(name, from);
    return [[name, field.kind === 'metrics' ? metricsIn(values, source) : textOf(values, source)] as const];
  });
  return { ...Object.fromEntries(fields), targetLang } as TranslateRequest<T>;
}

/** The required source fields still empty in `language`; translation is refused while any are. */
export function missingTranslationFields<T extends ContentTypeDescriptor>(
  type: T,
  draft: Values,
  language: Language,
): Array<TranslatedField<T>> {
  return translated(type)
    .filter(([name, field]) => field.required && !textOf(draft, fieldIn(name, language)).trim())
    .map(([name]) => name);
}

/** The request that translates the draft's `from` fields into the other language. */
export function translationRequest<T extends ContentTypeDescriptor>(
  type: T,
  draft: Values,
  from: Language,
): TranslateRequest<T> {
  return requestOf(type, draft, from, otherLanguage(from));
}

/**
 * The suggested fields (a post's category, a case study's industry) the request from `draft`
 * carries whose twin in the `into` language is empty in the draft: sent as the request's
 * `unnamed` with the stored item's id, so the function leaves the item's saved name for them out
 * of the agreed names (staff emptied the field to have it named afresh from the other language).
 */
export function unnamedInto<T extends ContentTypeDescriptor>(
  type: T,
  draft: Values,
  into: Language,
): Array<TranslatedField<T>> {
  const from = otherLanguage(into);
  return translated(type)
    .filter(
      ([name, field]) =>
        field.suggested && hasSource(draft, name, field, from) && !hasVisibleText(textOf(draft, fieldIn(name, into))),
    )
    .map(([name]) => name);
}

/**
 * The draft with the answer in the `into` language's fields (metrics as their text box's lines);
 * every other field as it was. An optional field is only replaced when the source had it: a
 * source without a testimonial says nothing about the other language's, so it is kept.
 */
export function mergeTranslation<T extends ContentTypeDescriptor, D extends object>(
  type: T,
  draft: D,
  answer: TranslatedFields<T>,
  into: Language,
): D {
  const from = otherLanguage(into);
  const answers = answer as Readonly<Record<string, string | Metric[]>>;
  const merged = translated(type).flatMap(([name, field]) => {
    if (!hasSource(draft, name, field, from)) return [];
    const value = answers[name];
    return field.kind === 'metrics'
      ? [[metricsTextField(fieldIn(name, into)), formatMetrics(Array.isArray(value) ? value : null)] as const]
      : [[fieldIn(name, into), value] as const];
  });
  return { ...draft, ...Object.fromEntries(merged) };
}

/**
 * The fields whose text in the `into` language {@link mergeTranslation} would replace: those the
 * source has and whose `into` twin already holds text (metrics: its text box's lines). Staff are
 * asked before these are overwritten.
 */
export function replacedByTranslation<T extends ContentTypeDescriptor>(
  type: T,
  draft: Values,
  into: Language,
): Array<TranslatedField<T>> {
  const from = otherLanguage(into);
  return translated(type)
    .filter(([name, field]) => {
      if (!hasSource(draft, name, field, from)) return false;
      const target = field.kind === 'metrics' ? metricsTextField(fieldIn(name, into)) : fieldIn(name, into);
      return hasVisibleText(textOf(draft, target));
    })
    .map(([name]) => name);
}

/**
 * Bulk translation: the request for a stored document's English text into Swedish, of the fields
 * named in `only` (English field names: those whose Swedish it will write), or of all. A case
 * study's metrics go as their whole list (one field), so each name keeps its value; a category
 * (an industry) goes as its text, which the function matches with the name other documents agree on.
 */
export function toSwedishRequest<T extends ContentTypeDescriptor>(
  type: T,
  stored: Values,
  only?: readonly string[],
): TranslateRequest<T> {
  return requestOf(type, stored, 'en', 'sv', only);
}

/** The translated fields a request carries (its field names, the target language aside). */
export function requestedFields<T extends ContentTypeDescriptor>(
  type: T,
  request: TranslateRequest<T>,
): Array<TranslatedField<T>> {
  const values = request as Readonly<Record<string, unknown>>;
  return twinnedFields(type, 'translated').filter((name) => values[name] !== undefined);
}

/**
 * Bulk translation writes only the Swedish fields, so whatever an editor changed in the English
 * text meanwhile stays: an optional field only when its English was sent; an empty answer as
 * null, like an empty field saved by the editor; markdown as given, other text trimmed, metrics
 * as a list of trimmed parts (null when none).
 */
export function swedishUpdate<T extends ContentTypeDescriptor>(
  type: T,
  stored: Values,
  answer: TranslatedFields<T>,
): Record<string, string | Metric[] | null> {
  const answers = answer as Readonly<Record<string, string | Metric[]>>;
  const update = translated(type).flatMap(([name, field]): Array<[string, string | Metric[] | null]> => {
    if (!hasSource(stored, name, field, 'en')) return [];
    const given = answers[name];
    if (field.kind === 'metrics') {
      const metrics = (Array.isArray(given) ? given : []).map(({ metric, value }) => ({
        metric: metric.trim(),
        value: value.trim(),
      }));
      return [[`${name}_sv`, metrics.length > 0 ? metrics : null]];
    }
    const text = typeof given === 'string' ? given : '';
    const value = field.kind === 'markdown' ? (text.trim() ? text : null) : text.trim() || null;
    return [[`${name}_sv`, value]];
  });
  return Object.fromEntries(update);
}

/** The answer for every translated field of `type`: those not sent as '' or [] (see TranslatedFields). */
export function completeAnswer<T extends ContentTypeDescriptor>(
  type: T,
  answer: Partial<Record<string, string | Metric[]>>,
): TranslatedFields<T> {
  return Object.fromEntries(
    translated(type).map(([name, field]): [string, string | Metric[]] => [
      name,
      answer[name] ?? (field.kind === 'metrics' ? [] : ''),
    ]),
  ) as TranslatedFields<T>;
}
