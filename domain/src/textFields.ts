/**
 * The text fields of a stored document (a blog post, a case study), described once per type and
 * used by every conversion: editor draft ↔ stored value, and reading a stored document.
 */
import { blankToNull, hasVisibleText, readNullableString, readString } from './firestoreData';
import type { Language } from './language';

/**
 * `line`: single-line text, trimmed when saved. `markdown`: kept as typed (but for direction
 * controls, taken out of every field: DIRECTION_CONTROLS). An `optional…` field
 * left empty is stored as null; the others are required.
 */
export type TextFieldKind = 'line' | 'markdown' | 'optionalLine' | 'optionalMarkdown';
export type TextFieldKinds = Readonly<Record<string, TextFieldKind>>;

type StoredValue<K extends TextFieldKind> = K extends 'line' | 'markdown' ? string : string | null;

/** The stored values of the fields `F` describes. */
export type StoredText<F extends TextFieldKinds> = { [P in keyof F]: StoredValue<F[P]> };
/** The same fields as the editor holds them: the text in each box, empty when unset. */
export type DraftText<F extends TextFieldKinds> = { [P in keyof F]: string };

/**
 * The explicit text-direction controls: embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069). Invisible, they reorder the text that follows them, so a title could read as
 * something other than what it holds (the "Trojan Source" trick), often pasted in unseen. The
 * conversions below take them out of every text field, saved or read (content stored before they
 * were, or imported), and firestore.rules refuses content text holding one. The marks U+200E and
 * U+200F, which only steer the text beside them, stay.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** `text` without direction controls (DIRECTION_CONTROLS). */
export const withoutDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, '');

const isOptional = (kind: TextFieldKind) => kind === 'optionalLine' || kind === 'optionalMarkdown';
const isSingleLine = (kind: TextFieldKind) => kind === 'line' || kind === 'optionalLine';

function mapFields<T>(fields: TextFieldKinds, value: (name: string, kind: TextFieldKind) => unknown): T {
  return Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, value(name, kind)])) as T;
}

/** The conversions of the text fields `fields` describes. */
export function textFields<F extends TextFieldKinds>(fields: F) {
  return {
    emptyDraft: (): DraftText<F> => mapFields(fields, () => ''),

    toDraft(stored: StoredText<F>): DraftText<F> {
      const values: Readonly<Record<string, string | null>> = stored;
      return mapFields(fields, (name) => values[name] ?? '');
    },

    fromDraft(draft: DraftText<F>): StoredText<F> {
      const values: Readonly<Record<string, string>> = draft;
      return mapFields(fields, (name, kind) => {
        const typed = withoutDirectionControls(values[name] ?? '');
        const text = isSingleLine(kind) ? typed.trim() : typed;
        return isOptional(kind) ? blankToNull(text) : text;
      });
    },

    /** Exactly these fields, e.g. to leave other properties out of a stored document. */
    pick(stored: StoredText<F>): StoredText<F> {
      const values: Readonly<Record<string, string | null>> = stored;
      return mapFields(fields, (name) => values[name]);
    },

    /** Tolerant of imported content: missing text reads as '', blank optional text as null. */
    read(data: Readonly<Record<string, unknown>>): StoredText<F> {
      return mapFields(fields, (name, kind) => {
        const text = withoutDirectionControls(readString(data[name]));
        return isOptional(kind) ? readNullableString(text) : text;
      });
    },
  };
}

/**
 * The text a reader sees in `language`: in Swedish, each field's Swedish variant (`<field>_sv`)
 * where it is filled in, else the English field.
 */
export function localize<T extends object, K extends keyof T & string>(
  document: T,
  fields: readonly K[],
  language: Language,
): Pick<T, K> {
  const values = document as Readonly<Record<string, unknown>>;
  // A loop, not Object.fromEntries over mapped pairs: the blog list localizes each of its cards a few
  // times per request (1,000 cards: 3 of its 4 ms went here, 2026-12-07).
  const localized: Record<string, unknown> = {};
  for (const field of fields) localized[field] = (language === 'sv' && values[`${field}_sv`]) || values[field];
  return localized as Pick<T, K>;
}

/** What a field emptied by {@link forLanguage} holds: '' for a text, null for anything else. */
const emptied = (value: unknown) => (typeof value === 'string' ? '' : null);

/**
 * `document` with only what a reader in `language` can be shown of `fields`: in English without
 * their Swedish variants; in Swedish without each English field a filled-in Swedish variant
 * replaces (the English stays where it is shown in its place). {@link localize},
 * {@link fallbackLang} and coverAlt give the same for it as for the whole document.
 */
export function forLanguage<T extends object>(document: T, fields: readonly string[], language: Language): T {
  const values: Record<string, unknown> = { ...(document as Readonly<Record<string, unknown>>) };
  for (const field of fields) {
    const swedish = values[`${field}_sv`];
    if (language === 'en') values[`${field}_sv`] = emptied(swedish);
    else if (typeof swedish === 'string' ? hasVisibleText(swedish) : Boolean(swedish)) {
      values[field] = emptied(values[field]);
    }
  }
  return values as T;
}

/**
 * The `lang` of the element that shows `field` as {@link localize} picks it: 'en' when a Swedish
 * reader is shown the English text because the Swedish variant is empty, else undefined (the
 * page's own language). Screen readers pronounce, and browsers hyphenate, by it.
 */
export function fallbackLang(document: object, field: string, language: Language): 'en' | undefined {
  if (language !== 'sv') return undefined;
  return (document as Readonly<Record<string, unknown>>)[`${field}_sv`] ? undefined : 'en';
}

/**
 * The soft hyphen (U+00AD): an invisible hyphenation point that the browser draws as a hyphen only
 * when it breaks a line there. Long words of the site's headings carry them (see `hyphenation.ts`,
 * which only the build and the server load; these helpers live here, beside `localize`, for the
 * browser); text that is not drawn on a page (the head's title,
 * description and structured data, an address) is written without them.
 */
export const SOFT_HYPHEN = '\u00AD';

/** `text` as a reader sees it, without its soft hyphens. */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(SOFT_HYPHEN, '');
}

/**
 * Copies of a post's or case study's titles with soft hyphens at their long words' hyphenation
 * points, for its headings only. The server adds them (`withHyphenatedTitles`) to what it reads for a
 * page or a list, so they reach the browser in the page's data and the API's JSON (the lists, a post) beside the
 * titles themselves, which stay as written (the head, the search, links' names). Never stored.
 */
export interface HyphenatedTitles {
  title: string;
  title_sv: string | null;
}

/** An item as the server hands it over: with its hyphenated titles when a title has a long word. */
export interface TitledItem {
  title: string;
  title_sv?: string | null;
  hyphenated_titles?: HyphenatedTitles;
}

/**
 * The title a heading shows in `language` (the Swedish one in sv when there is one, as `localize`
 * picks it): the server's hyphenated copy when the item carries one. Every item the browser shows
 * comes from the server (the page's data, the lists' API, a post's `/api/blog/<slug>`); an item with
 * no long word has none, and its heading wraps as the theme lets it.
 */
export function headingTitle(item: TitledItem, language: Language): string {
  const titles = item.hyphenated_titles ?? item;
  return (language === 'sv' && titles.title_sv) || titles.title;
}

/**
 * The hyphenated copy of `item`'s titles that `value` (an item as the list API sent it) carries,
 * when it is one: each text reads as the title it copies once its soft hyphens are out, so a copy
 * never shows anything but the title. Anything else: undefined (the heading shows the title).
 */
export function hyphenatedTitlesOf(
  value: unknown,
  item: { title: string; title_sv?: string | null },
): HyphenatedTitles | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, title_sv } = value as Record<string, unknown>;
  if (typeof title !== 'string' || withoutSoftHyphens(title) !== item.title) return undefined;
  if (title_sv === null) return item.title_sv ? undefined : { title, title_sv };
  if (typeof title_sv !== 'string' || withoutSoftHyphens(title_sv) !== item.title_sv) return undefined;
  return { title, title_sv };
}
