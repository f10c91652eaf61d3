// Stand-in until auto-translate lands from its own branch (same path and props); renders nothing.
import type { BlogDraft, CaseStudyDraft, Language } from '@app/domain';

export interface AutoTranslateButtonProps<D extends BlogDraft | CaseStudyDraft> {
  kind: D extends BlogDraft ? 'blogs' : 'caseStudies';
  language: Language;
  draft: D;
  onTranslated: (draft: D) => void;
  disabled?: boolean;
}

export function AutoTranslateButton<D extends BlogDraft | CaseStudyDraft>(_props: AutoTranslateButtonProps<D>) {
  return null;
}
