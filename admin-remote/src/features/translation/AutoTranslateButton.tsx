import {
  type BlogDraft,
  blogTranslationRequest,
  type CaseStudyDraft,
  caseStudyTranslationRequest,
  type Language,
  mergeBlogTranslation,
  mergeCaseStudyTranslation,
  missingBlogTranslationFields,
  missingCaseStudyTranslationFields,
  otherLanguage,
} from '@app/domain';
import { notify } from '@app/platform';
import { translateBlog, translateCaseStudy, translationErrorMessage } from '@app/platform/translate';
import { Translate } from '@app/shared-ui/icons-admin';
import { Button, CircularProgress } from '@app/shared-ui/mui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AutoTranslateButtonProps<D extends BlogDraft | CaseStudyDraft> {
  kind: D extends BlogDraft ? 'blogs' : 'caseStudies';
  /** The language the editor shows; the button translates into the other one. */
  language: Language;
  /** The editor's current values. */
  draft: D;
  /** Receives the draft with the other language's fields filled. */
  onTranslated: (draft: D) => void;
  disabled?: boolean;
}

type AnyDraft = BlogDraft | CaseStudyDraft;

/** What one kind needs: the empty source fields, and the call that returns the translated text merged into a draft. */
interface Translator {
  missing(draft: AnyDraft, language: Language): string[];
  translate(draft: AnyDraft, language: Language): Promise<(latest: AnyDraft) => AnyDraft>;
}

// The `kind` prop says which draft type the editor holds, so the casts below only restate it.
const TRANSLATORS: Record<'blogs' | 'caseStudies', Translator> = {
  blogs: {
    missing: (draft, language) => missingBlogTranslationFields(draft as BlogDraft, language),
    async translate(draft, language) {
      const answer = await translateBlog(blogTranslationRequest(draft as BlogDraft, language));
      return (latest) => mergeBlogTranslation(latest as BlogDraft, answer, otherLanguage(language));
    },
  },
  caseStudies: {
    missing: (draft, language) => missingCaseStudyTranslationFields(draft as CaseStudyDraft, language),
    async translate(draft, language) {
      const answer = await translateCaseStudy(caseStudyTranslationRequest(draft as CaseStudyDraft, language));
      return (latest) => mergeCaseStudyTranslation(latest as CaseStudyDraft, answer, otherLanguage(language));
    },
  },
};

/**
 * 'Auto-Translate to Swedish' (or English): sends the fields of the language shown to the
 * translation function and fills the other language's fields with the answer. The shown
 * language's required fields must be filled first. The answer is merged into the editor's values
 * as they are when it arrives, so anything typed meanwhile outside the translated fields stays.
 */
export function AutoTranslateButton<D extends BlogDraft | CaseStudyDraft>({
  kind,
  language,
  draft,
  onTranslated,
  disabled = false,
}: AutoTranslateButtonProps<D>) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const latest = useRef({ draft, onTranslated });
  useEffect(() => {
    latest.current = { draft, onTranslated };
  });
  const target = otherLanguage(language);

  async function run() {
    const translator = TRANSLATORS[kind];
    if (translator.missing(draft, language).length > 0) {
      notify({ kind: 'error', title: t('translation.missingTitle'), description: t('translation.missingDescription') });
      return;
    }
    setBusy(true);
    try {
      const merge = await translator.translate(draft, language);
      // The merge keeps the draft's own type: it only replaces translated text fields.
      latest.current.onTranslated(merge(latest.current.draft) as D);
      notify({ kind: 'success', title: t(`translation.successTitle.${target}`) });
    } catch (error) {
      notify({
        kind: 'error',
        title: t('translation.failureTitle'),
        description: translationErrorMessage(error) ?? t('translation.failureDescription'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Translate />}
      disabled={disabled || busy}
      onClick={run}
    >
      {busy ? t('translation.translating') : t(`translation.autoTranslate.${target}`)}
    </Button>
  );
}
