/**
 * Every key of the admin dictionary as a type, derived from the English one (`sv` is typed
 * `typeof en`, so it carries the same keys), and the keys the content types need: a field of a
 * descriptor (domain/src/contentType.ts) without its label, or a hint it declares without its
 * text, is a compile error here.
 */
import type { BLOG_TYPE, CASE_STUDY_TYPE, ContentProblemCode, ContentTypeDescriptor, ContentTypeId } from '@app/domain';
import { useTranslation } from 'react-i18next';
import type { en } from './en';

type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${TextPaths<T[K]>}` : never;
}[keyof T & string];

type Paths = TextPaths<typeof en>;

/** A key of the admin namespace whose value is one string, or the base of a plural (`x` of `x_one`, with `count`). */
export type AdminKey =
  | Paths
  | (Paths extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : never) : never);

type Described = typeof BLOG_TYPE | typeof CASE_STUDY_TYPE;
type LayoutNames<T extends ContentTypeDescriptor> = T['editor'][number]['layout'][number] extends infer E
  ? E extends readonly string[]
    ? E[number]
    : E
  : never;
type HintedFields<T extends ContentTypeDescriptor> = {
  [K in keyof T['fields']]: T['fields'][K] extends { hint: true } ? K & string : never;
}[keyof T['fields']];

/** Every field an editor shows or the history lists, by its stored name. */
export type LabelledField =
  | (Described extends infer T ? (T extends ContentTypeDescriptor ? keyof T['fields'] & string : never) : never)
  | (Described extends infer T ? (T extends ContentTypeDescriptor ? LayoutNames<T> : never) : never)
  | 'created_at';
export type HintedField =
  | 'slug'
  | (Described extends infer T ? (T extends ContentTypeDescriptor ? HintedFields<T> : never) : never);
type TitledGroups<T extends ContentTypeDescriptor> = T['editor'][number] extends infer G
  ? G extends { titled: true; name: infer N extends string }
    ? N
    : never
  : never;
/** The editor groups with a heading of their own. */
export type TitledGroup = Described extends infer T
  ? T extends ContentTypeDescriptor
    ? TitledGroups<T>
    : never
  : never;

/** The content types whose documents have a page with a head of their own. */
export type HeadTypeId = Extract<Described, { head: object }>['id'];
export type SnippetSuffixKey = Assert<`editor.snippet.suffix.${HeadTypeId}`>;

/** The strings each content type has of its own (`editor.blogs.save`, `list.caseStudies.empty` …). */
type TypeKey<Prefix extends string> = `${Prefix}.${ContentTypeId}.${string}` & AdminKey;

// The checks: each line fails to compile when a key the descriptors need is missing.
type Assert<T extends AdminKey> = T;
export type FieldLabelKey = Assert<`editor.fields.${LabelledField}`>;
export type FieldHintKey = Assert<`editor.hints.${HintedField}`>;
export type GroupKey = Assert<`editor.groups.${TitledGroup}`>;
export type EditorTypeKey =
  Assert<`editor.${ContentTypeId}.${'createTitle' | 'editTitle' | 'save' | 'missingFields' | 'created' | 'updated' | 'saveFailed'}`>;
export type ListTypeKey = TypeKey<'list'>;
/** Each problem an import finds in an archive (domain contentProblems.ts), worded for the console's restore. */
export type ContentProblemKey = Assert<`contentRestore.problems.${ContentProblemCode}`>;

export const fieldLabelKey = (field: LabelledField): FieldLabelKey => `editor.fields.${field}`;
export const fieldHintKey = (field: HintedField): FieldHintKey => `editor.hints.${field}`;
export const groupKey = (group: TitledGroup) => `editor.groups.${group}` as GroupKey;

/** The admin namespace's `t`, taking only keys that exist. */
export function useAdminText() {
  const { t } = useTranslation('admin');
  return (key: AdminKey, options?: Record<string, unknown>): string => t(key, options ?? {});
}
