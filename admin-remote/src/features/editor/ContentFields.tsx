import {
  type ContentField,
  type ContentTypeId,
  type EditorGroup,
  type FieldSuggestions,
  formatLongDate,
  type ImageFolder,
  isCalendarDate,
  type Language,
  linesWithoutColon,
  metricsTextField,
  suggestedValues,
} from '@app/domain';
import { useLanguage } from '@app/platform';
import { Stack, TextField } from '@app/shared-ui/mui';
import { Fragment, type ReactNode } from 'react';
import { fieldHintKey, fieldLabelKey, type HintedField, type LabelledField, useAdminText } from '../../i18n/keys';
import { ImageField } from '../image/ImageField';
import { MarkdownField } from './MarkdownField';

export interface FieldProps {
  error: boolean;
  helperText: string | undefined;
  slotProps: { htmlInput: { maxLength?: number } };
}

/** What the fields of one language column need from the editor around them. */
export interface EditorForm {
  /** The editor's values by field name (text in each box; the publication switch aside). */
  values: object;
  setText: (field: string, value: string) => void;
  language: Language;
  /**
   * The fields both languages share (slug, author, dates …) belong in this form. In the
   * side-by-side view only the English column shows them.
   */
  shared: boolean;
  /**
   * A text input's limit and its problem from the last save, to spread on a TextField: the
   * `maxLength` of the stored field, and the refused value's message in place of `hint`.
   */
  fieldProps: (name: string, hint?: string) => FieldProps;
  saving: boolean;
  /** Told when an image upload starts (true) and ends (false): the editor saves none meanwhile. */
  onUploading: (uploading: boolean) => void;
  imageFolder: ImageFolder;
  /**
   * Said under the slug after its hint while the slug differs from a published post's stored one:
   * that its old address keeps leading to it (a redirect is kept, see data/collection.ts).
   */
  slugNote?: string | undefined;
  /** The values to suggest for a suggested field (domain ContentField `suggested`). */
  suggestions?: FieldSuggestions | undefined;
}

export interface ContentFieldsProps {
  /** The content type: a hint may say something of its own (`editor.hints.image_alt_caseStudies`). */
  type: ContentTypeId;
  group: EditorGroup;
  fields: Readonly<Record<string, ContentField>>;
  form: EditorForm;
}

/** The value of `suggestions` that `typed` is, spelt another way (letter case, spaces), if any. */
function otherSpelling(typed: string, suggestions: readonly string[]): string | undefined {
  const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');
  const wanted = key(typed);
  return wanted && !suggestions.includes(typed) ? suggestions.find((value) => key(value) === wanted) : undefined;
}

/**
 * One group of a content type's editor, laid out as its descriptor says: each text field as its
 * kind's input (line, multi-line text, markdown, image), in the language of the form (a field
 * with a Swedish twin edits `<field>_sv` in Swedish; one without is shown only where the shared
 * fields are), metrics as their "Metric Name: Value" text box (`metrics_text`, in Swedish
 * `metrics_sv_text`), and the type's own inputs (slug, published date). A shared group, shown
 * once for both languages, shows a field with a Swedish twin (the image's alt text) in both,
 * side by side.
 */
export function ContentFields({ type, group, fields, form }: ContentFieldsProps) {
  const t = useAdminText();
  const consoleLanguage = useLanguage((state) => state.language);
  const text = (name: string) => {
    const value = (form.values as Readonly<Record<string, unknown>>)[name];
    return typeof value === 'string' ? value : '';
  };
  const label = (name: LabelledField, twinned: boolean, swedish: boolean) => {
    const plain = t(fieldLabelKey(name));
    return swedish && twinned ? t('editor.inSwedish', { field: plain }) : plain;
  };
  // i18next's context: the type's own text where there is one, else the field's.
  const hint = (name: HintedField) => t(fieldHintKey(name), { context: type });

  /** The input of `name` (in a shared group, both languages' of a field with a twin unless `oneLanguage`). */
  function input(name: string, swedish = form.language === 'sv', oneLanguage = false): ReactNode {
    if (name === 'slug' || name === 'published_date') {
      if (!form.shared) return null;
      if (name === 'slug')
        return (
          <TextField
            key={name}
            fullWidth
            label={label(name, false, false)}
            {...form.fieldProps('slug', form.slugNote ? `${hint('slug')} ${form.slugNote}` : hint('slug'))}
            value={text('slug')}
            onChange={(event) => form.setText('slug', event.target.value)}
          />
        );
      // The browser draws the date in its own locale's format (12/31/2024 in a Swedish console on an
      // American browser): the date chosen is written out under it in the console's language.
      const date = text('published_date');
      return (
        <TextField
          key={name}
          fullWidth
          type="date"
          label={label(name, false, false)}
          helperText={
            isCalendarDate(date) ? t('editor.chosenDate', { date: formatLongDate(date, consoleLanguage) }) : undefined
          }
          value={date}
          onChange={(event) => form.setText('published_date', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    }
    const field = fields[name];
    if (!field) return null;
    const twinned = field.swedish !== undefined;
    if (!twinned && !form.shared) return null;
    if (field.shownWith && !text(field.shownWith)) return null;
    if (group.shared && twinned && !oneLanguage) return row(name, [input(name, false, true), input(name, true, true)]);
    const stored = twinned && swedish ? `${name}_sv` : name;
    const fieldLabel = label(name as LabelledField, twinned, swedish);
    const required = Boolean(field.required) && !swedish;
    // The language of what a field with a Swedish twin holds, for screen readers' voice and spell
    // checking: its label stays the console's (no `lang` above the field marks that).
    const contentLanguage = twinned ? (swedish ? 'sv' : 'en') : undefined;
    if (field.kind === 'imageUrl')
      return (
        <ImageField
          key={name}
          label={fieldLabel}
          folder={form.imageFolder}
          value={text(stored)}
          disabled={form.saving}
          onChange={(url) => form.setText(stored, url)}
          onUploading={form.onUploading}
        />
      );
    if (field.kind === 'metrics') {
      // A line without a colon is saved as a metric with no value: said in place of the hint.
      const loose = linesWithoutColon(text(metricsTextField(stored)));
      const metricsHint =
        loose.length > 0
          ? t('editor.metricsWithoutColon', { count: loose.length, lines: loose.join(', ') })
          : swedish
            ? t('editor.hints.metricsSwedish')
            : field.hint
              ? hint(name as HintedField)
              : undefined;
      const metricsProps = form.fieldProps(stored, metricsHint);
      return (
        <TextField
          key={`${name}-${form.language}`}
          label={fieldLabel}
          {...metricsProps}
          slotProps={{ htmlInput: { ...metricsProps.slotProps.htmlInput, lang: contentLanguage } }}
          placeholder={swedish ? t('editor.metricsPlaceholderSwedish') : t('editor.metricsPlaceholder')}
          multiline
          rows={field.size ?? 4}
          value={text(metricsTextField(stored))}
          onChange={(event) => form.setText(metricsTextField(stored), event.target.value)}
        />
      );
    }
    if (field.kind === 'markdown') {
      const { error, helperText } = form.fieldProps(stored);
      return (
        <MarkdownField
          key={`${name}-${form.language}`}
          name={stored}
          label={fieldLabel}
          lang={contentLanguage}
          required={required}
          error={error ? helperText : undefined}
          height={field.size ?? 250}
          imageFolder={form.imageFolder}
          value={text(stored)}
          onChange={(markdown) => form.setText(stored, markdown)}
        />
      );
    }
    // A suggested field offers the values other documents have, as the browser's own list, and says
    // so when what is typed is one of them spelt another way (its case, its spaces). A Swedish one
    // offers first the names the documents with the same English value give it.
    const list = field.suggested ? `${stored}-suggestions` : undefined;
    const offered = list ? suggestedValues(form.suggestions, stored, text(name)) : [];
    const spelling = list ? otherSpelling(text(stored), offered) : undefined;
    // Beside its English field (a shared group), the Swedish one says what an empty one shows.
    const fieldHint = spelling
      ? t('editor.otherSpelling', { name: spelling, context: type })
      : group.shared && swedish
        ? t('editor.hints.swedishFallback')
        : field.hint
          ? hint(name as HintedField)
          : undefined;
    const props = form.fieldProps(stored, fieldHint);
    const textField = (
      <TextField
        key={stored}
        fullWidth
        label={fieldLabel}
        required={required}
        {...(field.kind === 'text' ? { multiline: true, minRows: field.size ?? 2 } : {})}
        {...props}
        slotProps={{
          htmlInput: {
            ...props.slotProps.htmlInput,
            ...(contentLanguage ? { lang: contentLanguage } : {}),
            ...(list ? { list, autoComplete: 'off' } : {}),
          },
        }}
        value={text(stored)}
        onChange={(event) => form.setText(stored, event.target.value)}
      />
    );
    if (!list) return textField;
    return (
      <Fragment key={stored}>
        {textField}
        <datalist id={list}>
          {offered.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      </Fragment>
    );
  }

  /** Inputs side by side (one above the other on a narrow screen). */
  function row(key: string, inputs: ReactNode[]): ReactNode {
    const shown = inputs.filter((element) => element !== null);
    if (shown.length === 0) return null;
    return (
      <Stack key={key} direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        {shown}
      </Stack>
    );
  }

  return group.layout.map((entry) =>
    typeof entry === 'string'
      ? input(entry)
      : row(
          entry.join('+'),
          entry.map((name) => input(name)),
        ),
  );
}
