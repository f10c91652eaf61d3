import {
  type ContentTypeDescriptor,
  type Language,
  mergeTranslation,
  metricsTextField,
  missingTranslationFields,
  otherLanguage,
  replacedByTranslation,
  requestedFields,
  translationRequest,
  unnamedInto,
} from '@app/domain';
import { notify } from '@app/platform';
import { translate } from '@app/platform/translate';
import { Translate } from '@app/shared-ui/icons-admin';
import { Button, CircularProgress } from '@app/shared-ui/mui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type LabelledField } from '../../i18n/keys';
import { ConfirmDialog } from '../editor/ConfirmDialog';
import { useFocusBackWhenDone } from '../focus/useFocusBackWhenDone';
import { translationFailure } from './failure';

export interface AutoTranslateButtonProps<D extends object> {
  /** The content type edited: its descriptor names the fields translated and the function. */
  type: ContentTypeDescriptor;
  /** The language the editor shows; the button translates into the other one. */
  language: Language;
  /** The editor's current values. */
  draft: D;
  /**
   * The stored item's id (absent for one not saved yet), sent with the request: the function then
   * counts the item's own Swedish category (industry) among the names the items agree on only
   * while it is current, so a category renamed since its Swedish was set gets the new one's name,
   * and a name staff chose for the category it has comes back. With it goes the request's
   * `unnamed`: the category (industry) when its field in the target language is empty here, so a
   * name staff emptied to have it named afresh is not given back from what was saved.
   */
  documentId?: string | undefined;
  /**
   * Receives the draft with the other language's fields filled, the (English) names of the fields
   * it filled (a field typed in while it translated is not among them), and the language it
   * translated into, which the editor then shows.
   */
  onTranslated: (draft: D, fields: readonly string[], into: Language) => void;
  disabled?: boolean;
}

/** Where the editor's values hold `name` in `language`: its `_sv` twin, a metrics field's text box. */
function draftField(type: ContentTypeDescriptor, name: string, language: Language): string {
  const stored = language === 'sv' ? `${name}_sv` : name;
  return type.fields[name]?.kind === 'metrics' ? metricsTextField(stored) : stored;
}

/** The last translation: the language it went into, and the text it left in each field it filled. */
interface LastTranslation {
  into: Language;
  texts: Readonly<Record<string, unknown>>;
}

/**
 * 'Auto-Translate to Swedish' (or English): sends the fields of the language shown to the
 * translation function and fills the other language's fields with the answer. The shown
 * language's required fields must be filled first. Once the editor shows what it translated into
 * (the Swedish view, after Auto-Translate to Swedish), the button offers that translation again
 * ('Translate from English again', for English changed since, or another wording), not one back
 * into the language it came from, which would only replace the original with a translation of its
 * own translation. When the fields it would fill hold text other than its last translation left
 * there (typed by hand, or that translation edited since), it asks before replacing it, naming
 * them, and sends nothing unless told to; its own unedited translation it replaces without asking. The answer is merged into the
 * editor's values as they are when it arrives, so anything typed meanwhile outside the translated
 * fields stays.
 */
export function AutoTranslateButton<D extends object>({
  type,
  language,
  draft,
  documentId,
  onTranslated,
  disabled = false,
}: AutoTranslateButtonProps<D>) {
  const { t, i18n } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  /** The other language's fields with text that the translation would replace, while it asks. */
  const [replacing, setReplacing] = useState<readonly string[] | null>(null);
  const [last, setLast] = useState<LastTranslation | null>(null);
  const latest = useRef({ draft, onTranslated });
  useEffect(() => {
    latest.current = { draft, onTranslated };
  });
  /** Showing what it last translated into: the translation again, from the language it came from. */
  const again = last?.into === language;
  const source = again ? otherLanguage(language) : language;
  const target = otherLanguage(source);
  // Disabled while the translation runs: it takes back the focus it had once it is over.
  const button = useFocusBackWhenDone(busy);

  /** The field's label in the console's language, marked as Swedish for a Swedish one. */
  const label = (field: string) => {
    const name = t(fieldLabelKey(field as LabelledField));
    return target === 'sv' ? t('editor.inSwedish', { field: name }) : name;
  };

  function start() {
    if (missingTranslationFields(type, draft, source).length > 0) {
      notify({ kind: 'error', title: t('translation.missingTitle'), description: t('translation.missingDescription') });
      return;
    }
    const values = draft as Record<string, unknown>;
    const replaced = replacedByTranslation(type, draft, target).filter((name) => {
      const field = draftField(type, name, target);
      return last?.into !== target || last.texts[field] !== values[field];
    });
    if (replaced.length > 0) setReplacing(replaced);
    else void run();
  }

  async function run() {
    setReplacing(null);
    setBusy(true);
    const sent = draft as Record<string, unknown>;
    const unnamed = documentId ? unnamedInto(type, draft, target) : [];
    const request = {
      ...translationRequest(type, draft, source),
      ...(documentId && { documentId }),
      ...(unnamed.length > 0 && { unnamed }),
    };
    try {
      const answer = await translate(type, request);
      // Merged into the values as they are now: only the translated text fields change, and of
      // those only the ones left as they were sent (a field typed in meanwhile keeps what was typed).
      const now = latest.current.draft as Record<string, unknown>;
      const merged = mergeTranslation(type, latest.current.draft, answer, target) as Record<string, unknown>;
      const typed = Object.keys(merged).filter((field) => merged[field] !== now[field] && now[field] !== sent[field]);
      for (const field of typed) merged[field] = now[field];
      const filled = requestedFields(type, request).filter((name) => !typed.includes(draftField(type, name, target)));
      const texts = Object.fromEntries(
        filled.map((name) => draftField(type, name, target)).map((field) => [field, merged[field]]),
      );
      setLast({ into: target, texts: { ...(last?.into === target ? last.texts : {}), ...texts } });
      latest.current.onTranslated(merged as D, filled, target);
      notify({
        kind: 'success',
        title: t(`translation.successTitle.${target}`),
        ...(typed.length > 0 && { description: t(`translation.keptTyped.${target}`) }),
      });
    } catch (error) {
      const failure = translationFailure(error);
      notify({
        kind: 'error',
        title: t('translation.failureTitle'),
        description: t(failure.key, failure.options ?? {}),
      });
    } finally {
      setBusy(false);
      button.focusBack();
    }
  }

  return (
    <>
      <Button
        ref={button.ref}
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Translate />}
        disabled={disabled || busy}
        onClick={start}
      >
        {busy
          ? t('translation.translating')
          : again
            ? t(`translation.again.${target}`)
            : t(`translation.autoTranslate.${target}`)}
      </Button>
      <ConfirmDialog
        open={replacing !== null}
        title={t(`translation.replace.title.${target}`)}
        message={t('translation.replace.message', {
          count: replacing?.length ?? 0,
          fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format((replacing ?? []).map(label)),
        })}
        confirmLabel={t('translation.replace.confirm')}
        cancelLabel={t('translation.replace.cancel')}
        onConfirm={() => void run()}
        onCancel={() => setReplacing(null)}
        destructive
      />
    </>
  );
}
