import { formatDateTime } from '@app/domain';
import { useLanguage } from '@app/platform';
import type { ReviewAsk } from '../../data/reviewAsks';
import { useAdminText } from '../../i18n/keys';
import { TextWithEmail } from './BreakableEmail';

/** "Asked by <e-mail>, <time>" (Stockholm time): who asked for a draft to be reviewed, and when. */
export function ReviewAskText({ ask }: { ask: ReviewAsk }) {
  const t = useAdminText();
  const language = useLanguage((state) => state.language);
  const date = formatDateTime(ask.at, language);
  if (!ask.email) return t('editor.review.askedAt', { date });
  return <TextWithEmail text={t('editor.review.askedBy', { email: ask.email, date })} email={ask.email} />;
}
