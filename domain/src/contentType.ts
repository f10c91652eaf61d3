/**
 * Each content type (blog posts, case studies) declared once, as data: its collection, its text
 * fields (kind, limit, required, Swedish twin, editor rows), its image folder, its editor's
 * layout, its list's columns and its public address. The stored types, the save and read
 * conversions, the zod schema (contentSchema.ts), the translatable-field lists, the admin's one
 * editor and one list page, and the check of firestore.rules (tests/unit/rules-limits.test.ts)
 * all follow from it: adding a text field is one entry here, its label in the admin dictionaries,
 * and in firestore.rules its check, and its place in the optional (added later) and translatable
 * lists where it belongs (rules-limits.test.ts names what is missing); a page that shows it is
 * written by hand (see domain/README.md). A case study's metrics are a field too (kind `metrics`): a list,
 * not text, so the text conversions leave it to caseStudy.ts, and everything about its Swedish twin
 * (schema, editor, translation, out-of-date tracking) follows from the same entry.
 *
 * No zod here (the public site imports this module).
 */
import { hasVisibleText } from './firestoreData';
import type { ImageFolder } from './images';
import { IMAGE_ALT_MAX_LENGTH } from './imageVariants';
import type { Language } from './language';
import { METRICS_MAX_COUNT } from './metrics';
import { SLUG_MAX_LENGTH } from './slug';
import { type DraftText, type StoredText, type TextFieldKind, textFields } from './textFields';

/**
 * `line`: a single-line input; `text`: a multi-line plain-text input (both trimmed when saved);
 * `markdown`: edited in the markdown editor and kept as typed; `imageUrl`: the cover image's
 * address, set by the image upload; `metrics`: a list of {metric, value} (at most `max` entries,
 * each part at most METRIC_PART_MAX_LENGTH characters, null when empty), typed in the editor one per
 * line as "Metric Name: Value" (metrics.ts) in the draft's `<field>_text`.
 */
export type ContentFieldKind = 'line' | 'text' | 'markdown' | 'imageUrl' | 'metrics';

/** The kinds whose stored value is text (the others are lists). */
type TextKind = Exclude<ContentFieldKind, 'metrics'>;

/**
 * The Swedish twin `<field>_sv` (optional, same limit). `translated`: the Swedish is a
 * translation of the English (auto-translation fills it, the console tracks when it is out of
 * date, a Swedish reader sees the English where it is empty). `perLanguage`: each language has
 * its own value, used only in that language and never translated (the SEO overrides).
 */
export type SwedishTwin = 'translated' | 'perLanguage';

export interface ContentField {
  kind: ContentFieldKind;
  /** The longest value stored, in characters (for `metrics`, the most entries). */
  max: number;
  /** The English value must be filled before a save (the Swedish twin never is required). */
  required?: boolean;
  swedish?: SwedishTwin;
  /** Rows of a `text` input, or the markdown editor's height in pixels. */
  size?: number;
  /**
   * Added after the first documents were stored, so a stored document may lack it
   * (firestore.rules lists it among the optional fields); `swedish`: only its Swedish twin was.
   */
  addedLater?: boolean | 'swedish';
  /** Shown in the editor only while this other field has a value (the alt text of an image). */
  shownWith?: string;
  /** The field has a hint below its input in the admin dictionary (`editor.hints.<field>`). */
  hint?: boolean;
  /**
   * The editor suggests the values the type's documents already have in it (and in its Swedish
   * twin), most used first, so one name is spelt one way: the blog's category filter makes a
   * button of each spelling.
   */
  suggested?: boolean;
}

/**
 * What a document's page puts in its head: the fields whose text is its title and description,
 * and the optional per-language fields that replace them when set (`<title>`, the meta
 * description, `og:title`, `og:description`, the Twitter card).
 */
export interface ContentHead {
  title: string;
  description: string;
  overrides?: { title: string; description: string };
}

/**
 * Where the editor puts a field: a field name, or a row of names side by side. Besides the
 * fields, a layout may name the type's own inputs `slug` and `published_date`.
 */
export type EditorLayoutEntry = string | readonly string[];

/**
 * One group of the editor. `perLanguage` groups hold the text a reader reads and are shown once
 * per language (in the side-by-side view, in both columns); a field without a Swedish twin appears
 * only in the English one. `shared` groups (image, …) are shown once, after them, a field with a
 * Swedish twin in both languages side by side (the image's alt text).
 */
export interface EditorGroup {
  name: string;
  /** The group is a section with its heading (`editor.groups.<name>` in the admin dictionary). */
  titled?: boolean;
  layout: readonly EditorLayoutEntry[];
  shared?: boolean;
  /** A live preview under the group's fields: how a search result shows the page. */
  preview?: 'searchSnippet';
}

export interface ContentTypeDescriptor {
  /** The type's name in code and in the admin dictionary (`editor.<id>…`, `list.<id>…`). */
  id: 'blogs' | 'caseStudies';
  /** The Firestore collection. */
  collection: string;
  /** Each document's slug claimed by `{ id }` (slugs are unique per collection). */
  slugClaims: string;
  fields: Readonly<Record<string, ContentField>>;
  /** Where its images are uploaded (the cover and the images in its markdown). */
  imageFolder: ImageFolder;
  editor: readonly EditorGroup[];
  list: {
    /** The admin list is sorted on this stored field, newest first. */
    newestFirstBy: string;
    /** The text under a row's title, clamped to three lines. */
    summary: string;
    /** The short facts after it (empty ones left out). */
    columns: readonly string[];
    /** The stored calendar date shown as "Published …". */
    date?: string;
  };
  /** The admin's list address; the editor is under it (`…/new`, `…/<id>/edit`). */
  adminPath: '/admin/blog' | '/admin/case-studies';
  /** A published document's own public address before its slug (`/blog/`); null: it has none. */
  publicPathPrefix: string | null;
  /**
   * For a type with public addresses: where a published document's old slugs are kept as
   * `{ id }` once it is renamed, so its old address answers a permanent redirect (301) to the
   * document's current one (resolved by id at request time: a chain of renames is one hop).
   */
  slugRedirects?: string;
  /** Its page's head, for a type whose documents have a page. */
  head?: ContentHead;
  /** The callable function that translates its `translated` fields (translation.ts). */
  translationCallable: 'translateBlog' | 'translateCaseStudy';
}

/** The cover image and its alt text in each language, the same in every type. */
const IMAGE_FIELDS = {
  image_url: { kind: 'imageUrl', max: 2_048 },
  image_alt: {
    kind: 'line',
    max: IMAGE_ALT_MAX_LENGTH,
    swedish: 'translated',
    addedLater: true,
    shownWith: 'image_url',
    hint: true,
  },
} as const satisfies Record<string, ContentField>;

/** How many characters of a page's description a search result shows (Google: about 160). */
export const SEARCH_DESCRIPTION_LENGTH = 160;

/**
 * A page's description as its head sends it (meta description, `og:`, Twitter, JSON-LD): `text`
 * with its white space collapsed, whole when it fits a search result, else cut after the last
 * word that fits and ended with "…". An excerpt may be 1,000 characters; a search result would
 * cut it anywhere, and every share card and crawler would carry all of it.
 */
export function searchDescription(text: string, max = SEARCH_DESCRIPTION_LENGTH): string {
  const whole = text.trim().replace(/\s+/g, ' ');
  if (whole.length <= max) return whole;
  // Room for the ellipsis; never half of a surrogate pair.
  const cut = whole.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  const space = cut.lastIndexOf(' ');
  // A word longer than half the room (an address) is cut where it reaches the end.
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * Search-result overrides of a page's title and description, each language its own (Google
 * shows about 70 characters of a title and 160 of a description).
 */
const SEO_FIELDS = {
  seo_title: { kind: 'line', max: 70, swedish: 'perLanguage', addedLater: true, hint: true },
  seo_description: {
    kind: 'text',
    max: SEARCH_DESCRIPTION_LENGTH,
    swedish: 'perLanguage',
    addedLater: true,
    size: 2,
    hint: true,
  },
} as const satisfies Record<string, ContentField>;

const SEO_GROUP = {
  name: 'seo',
  titled: true,
  layout: ['seo_title', 'seo_description'],
  preview: 'searchSnippet',
} as const satisfies EditorGroup;

export const BLOG_TYPE = {
  id: 'blogs',
  collection: 'blogs',
  slugClaims: 'blog_slugs',
  fields: {
    title: { kind: 'line', max: 200, required: true, swedish: 'translated' },
    excerpt: { kind: 'text', max: 1_000, required: true, swedish: 'translated', size: 2 },
    content: { kind: 'markdown', max: 100_000, required: true, swedish: 'translated', size: 500 },
    category: { kind: 'line', max: 100, required: true, swedish: 'translated', suggested: true },
    author: { kind: 'line', max: 100, required: true },
    ...IMAGE_FIELDS,
    ...SEO_FIELDS,
  },
  imageFolder: 'blogs',
  editor: [
    { name: 'main', layout: ['title', 'slug', 'excerpt', 'content', ['category', 'author', 'published_date']] },
    SEO_GROUP,
    { name: 'image', shared: true, layout: ['image_url', 'image_alt'] },
  ],
  list: {
    newestFirstBy: 'published_date',
    summary: 'excerpt',
    columns: ['category', 'author'],
    date: 'published_date',
  },
  adminPath: '/admin/blog',
  publicPathPrefix: '/blog/',
  slugRedirects: 'blog_redirects',
  head: { title: 'title', description: 'excerpt', overrides: { title: 'seo_title', description: 'seo_description' } },
  translationCallable: 'translateBlog',
} as const satisfies ContentTypeDescriptor;

export const CASE_STUDY_TYPE = {
  id: 'caseStudies',
  collection: 'case_studies',
  slugClaims: 'case_study_slugs',
  fields: {
    title: { kind: 'line', max: 200, required: true, swedish: 'translated' },
    client_name: { kind: 'line', max: 200, required: true },
    industry: { kind: 'line', max: 100, required: true, swedish: 'translated', suggested: true },
    challenge: { kind: 'markdown', max: 20_000, required: true, swedish: 'translated', size: 250 },
    solution: { kind: 'markdown', max: 20_000, required: true, swedish: 'translated', size: 250 },
    results: { kind: 'markdown', max: 20_000, required: true, swedish: 'translated', size: 250 },
    metrics: {
      kind: 'metrics',
      max: METRICS_MAX_COUNT,
      swedish: 'translated',
      addedLater: 'swedish',
      size: 4,
      hint: true,
    },
    testimonial: { kind: 'text', max: 2_000, swedish: 'translated', size: 3 },
    testimonial_author: { kind: 'line', max: 200 },
    testimonial_role: { kind: 'line', max: 200, swedish: 'translated', addedLater: 'swedish' },
    ...IMAGE_FIELDS,
  },
  imageFolder: 'case-studies',
  editor: [
    {
      name: 'main',
      layout: [
        ['title', 'slug'],
        ['client_name', 'industry'],
        'challenge',
        'solution',
        'results',
        'metrics',
        'testimonial',
        ['testimonial_author', 'testimonial_role'],
      ],
    },
    { name: 'image', shared: true, layout: ['image_url', 'image_alt'] },
  ],
  list: { newestFirstBy: 'created_at', summary: 'challenge', columns: ['client_name', 'industry'] },
  adminPath: '/admin/case-studies',
  publicPathPrefix: null,
  translationCallable: 'translateCaseStudy',
} as const satisfies ContentTypeDescriptor;

export const CONTENT_TYPES = [BLOG_TYPE, CASE_STUDY_TYPE] as const;
export type ContentTypeId = ContentTypeDescriptor['id'];

// ---- what follows from a descriptor ---------------------------------------------------------

type Fields<T extends ContentTypeDescriptor> = T['fields'];

/** The fields of `T` whose stored value is text (all but the lists). */
type TextField<T extends ContentTypeDescriptor> = {
  [K in keyof Fields<T>]: Fields<T>[K] extends { kind: TextKind } ? K : never;
}[keyof Fields<T>];

/** The fields of `T` of kind `metrics`. */
export type MetricsField<T extends ContentTypeDescriptor> = {
  [K in keyof Fields<T>]: Fields<T>[K] extends { kind: 'metrics' } ? K & string : never;
}[keyof Fields<T>];

/** The conversion kind of a field (see textFields.ts): required or optional, trimmed or as typed. */
type KindOf<F> = F extends { kind: 'markdown' }
  ? F extends { required: true }
    ? 'markdown'
    : 'optionalMarkdown'
  : F extends { required: true }
    ? 'line'
    : 'optionalLine';
type TwinKindOf<F> = F extends { kind: 'markdown' } ? 'optionalMarkdown' : 'optionalLine';

/** Every stored text field of a type, the Swedish twins included, with its conversion kind. */
export type TextKinds<T extends ContentTypeDescriptor> = {
  [K in TextField<T>]: KindOf<Fields<T>[K]>;
} & {
  [K in TextField<T> as Fields<T>[K] extends { swedish: SwedishTwin } ? `${K & string}_sv` : never]: TwinKindOf<
    Fields<T>[K]
  >;
};

/** The names of the fields with a Swedish twin of kind `S`. */
export type TwinnedField<T extends ContentTypeDescriptor, S extends SwedishTwin = SwedishTwin> = {
  [K in keyof Fields<T>]: Fields<T>[K] extends { swedish: S } ? K & string : never;
}[keyof Fields<T>];

export type RequiredField<T extends ContentTypeDescriptor> = {
  [K in keyof Fields<T>]: Fields<T>[K] extends { required: true } ? K & string : never;
}[keyof Fields<T>];

/** A type's stored text values (null: an optional field left empty). */
export type ContentText<T extends ContentTypeDescriptor> = StoredText<TextKinds<T>>;
/** The same as the editor holds them. */
export type ContentDraftText<T extends ContentTypeDescriptor> = DraftText<TextKinds<T>>;

const conversionKind = (field: ContentField, twin = false): TextFieldKind => {
  const markdown = field.kind === 'markdown';
  if (field.required && !twin) return markdown ? 'markdown' : 'line';
  return markdown ? 'optionalMarkdown' : 'optionalLine';
};

/** The fields whose stored value is text, with their declarations. */
function textEntries(type: ContentTypeDescriptor): Array<[string, ContentField]> {
  return Object.entries(type.fields).filter(([, field]) => field.kind !== 'metrics');
}

/** Every stored text field of a type with its conversion kind (the `_sv` twins included). */
export function textKinds<T extends ContentTypeDescriptor>(type: T): TextKinds<T> {
  const entries = textEntries(type).flatMap(([name, field]) => [
    [name, conversionKind(field)] as const,
    ...(field.swedish ? [[`${name}_sv`, conversionKind(field, true)] as const] : []),
  ]);
  return Object.fromEntries(entries) as TextKinds<T>;
}

/** Every stored text field with its limit in characters (a Swedish twin has its English field's). */
export function textLimits(type: ContentTypeDescriptor): Record<string, number> {
  return Object.fromEntries(
    textEntries(type).flatMap(([name, field]) => [
      [name, field.max],
      ...(field.swedish ? [[`${name}_sv`, field.max]] : []),
    ]),
  );
}

/** The limits of a type's stored values: its fields (a list's in entries) and its slug. */
export function contentLimits<T extends ContentTypeDescriptor>(
  type: T,
): { [K in keyof Fields<T>]: number } & {
  slug: number;
} {
  return {
    ...(Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, field.max])) as {
      [K in keyof Fields<T>]: number;
    }),
    slug: SLUG_MAX_LENGTH,
  };
}

export function requiredFields<T extends ContentTypeDescriptor>(type: T): ReadonlyArray<RequiredField<T>> {
  return Object.entries(type.fields)
    .filter(([, field]) => field.required)
    .map(([name]) => name as RequiredField<T>);
}

/** The fields with a Swedish twin of kind `swedish` (any twin when absent). */
export function twinnedFields<T extends ContentTypeDescriptor, S extends SwedishTwin>(
  type: T,
  swedish?: S,
): ReadonlyArray<TwinnedField<T, S>> {
  return Object.entries(type.fields)
    .filter(([, field]) => (swedish ? field.swedish === swedish : field.swedish !== undefined))
    .map(([name]) => name as TwinnedField<T, S>);
}

/** Stored fields a document may lack because they were added after the first ones were stored. */
export function addedLaterFields(type: ContentTypeDescriptor): string[] {
  return Object.entries(type.fields).flatMap(([name, field]) => {
    if (field.addedLater === 'swedish') return [`${name}_sv`];
    return field.addedLater ? [name, ...(field.swedish ? [`${name}_sv`] : [])] : [];
  });
}

/** The fields of kind `metrics` (lists of {metric, value}). */
export function metricsFields<T extends ContentTypeDescriptor>(type: T): ReadonlyArray<MetricsField<T>> {
  return Object.entries(type.fields)
    .filter(([, field]) => field.kind === 'metrics')
    .map(([name]) => name as MetricsField<T>);
}

/** The text conversions of a type (editor draft ↔ stored value, reading a stored document). */
export function contentText<T extends ContentTypeDescriptor>(type: T) {
  return textFields(textKinds(type));
}

/** The required English fields still empty in a draft; save is refused while any are. */
export function missingRequired<T extends ContentTypeDescriptor>(
  type: T,
  draft: Readonly<Record<RequiredField<T>, string>>,
): Array<RequiredField<T>> {
  return requiredFields(type).filter((field) => !hasVisibleText(draft[field]));
}

/**
 * The stored fields a row of the type's admin list shows or reads (title, slug, publication state,
 * the review mark, the list's summary, columns and date): what the list asks Firestore for instead of whole documents.
 */
export function listedFields(type: ContentTypeDescriptor): string[] {
  const { summary, columns, date } = type.list;
  const shown = [summary, ...columns, ...(date ? [date] : [])];
  return [...new Set(['title', 'slug', 'is_published', 'publish_at', 'unpublish_at', 'ready_for_review', ...shown])];
}

/** The stored fields whose values the editor suggests (ContentField `suggested`), Swedish twins included. */
export function suggestedFields(type: ContentTypeDescriptor): string[] {
  return Object.entries(type.fields).flatMap(([name, field]) =>
    field.suggested ? (field.swedish ? [name, `${name}_sv`] : [name]) : [],
  );
}

/** What the editor suggests for a type's suggested fields (fieldSuggestions). */
export interface FieldSuggestions {
  /** Each field's values: each once (as written, blanks left out), the most used first, then alphabetically. */
  values: Record<string, string[]>;
  /**
   * A Swedish twin's values by the value of its English field in the same documents, ranked the
   * same way: the Swedish names the posts of one category give it.
   */
  paired: Record<string, Record<string, string[]>>;
}

/** `values` each once, the most used first, then in alphabetical (Swedish) order. */
function byUse(values: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b, 'sv'));
}

/** The values of each of `fields` among `documents`, and each Swedish twin's by its English value. */
export function fieldSuggestions(
  documents: ReadonlyArray<Readonly<Record<string, unknown>>>,
  fields: readonly string[],
): FieldSuggestions {
  const textOf = (document: Readonly<Record<string, unknown>>, field: string) => {
    const value = document[field];
    return typeof value === 'string' && hasVisibleText(value) ? value : null;
  };
  const values = Object.fromEntries(
    fields.map((field) => [field, byUse(documents.flatMap((document) => textOf(document, field) ?? []))]),
  );
  const paired: FieldSuggestions['paired'] = {};
  for (const twin of fields) {
    const english = twin.endsWith('_sv') ? twin.slice(0, -'_sv'.length) : null;
    if (!english || !fields.includes(english)) continue;
    const byEnglish = new Map<string, string[]>();
    for (const document of documents) {
      const [key, name] = [textOf(document, english), textOf(document, twin)];
      if (key !== null && name !== null) byEnglish.set(key, [...(byEnglish.get(key) ?? []), name]);
    }
    paired[twin] = Object.fromEntries([...byEnglish].map(([key, names]) => [key, byUse(names)]));
  }
  return { values, paired };
}

/**
 * The values to suggest for `field` in a document whose English field is `english`: for a Swedish
 * twin, the names the documents with that English value give it first, then the rest.
 */
export function suggestedValues(suggestions: FieldSuggestions | undefined, field: string, english = ''): string[] {
  const all = suggestions?.values[field] ?? [];
  const byEnglish = suggestions?.paired[field];
  const first = byEnglish && Object.hasOwn(byEnglish, english) ? (byEnglish[english] ?? []) : [];
  return [...first, ...all.filter((value) => !first.includes(value))];
}

/** A published document's public address, or null when its type has no page per document. */
export function publicPathOf(type: ContentTypeDescriptor, slug: string): string | null {
  return type.publicPathPrefix && slug ? `${type.publicPathPrefix}${slug}` : null;
}

/**
 * The head overrides of a document in `language` (null where unset): the Swedish page reads only
 * the `_sv` fields, the English page only the English ones; neither falls back to the other.
 */
export function headOverrides(
  type: ContentTypeDescriptor,
  document: object,
  language: Language,
): { title: string | null; description: string | null } {
  const overrides = type.head?.overrides;
  const values = document as Readonly<Record<string, unknown>>;
  const read = (field: string | undefined) => {
    const value = field ? values[language === 'sv' ? `${field}_sv` : field] : null;
    return typeof value === 'string' && hasVisibleText(value) ? value.trim() : null;
  };
  return { title: read(overrides?.title), description: read(overrides?.description) };
}
