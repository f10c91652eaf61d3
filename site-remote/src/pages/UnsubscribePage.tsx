import {
  FORM_ANCHORS,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  UNSUBSCRIBE_PATH,
  unsubscribePath,
  unsubscribeTokenOf,
} from '@app/domain';
import { useLanguage } from '@app/platform';
import { Link as RouterLink, useLocation } from '@app/platform/router';
import { PageHero } from '@app/shared-ui';
import { Box, Button } from '@app/shared-ui/mui';
import { type UnsubscribeResult, useUnsubscribe } from '../data/useUnsubscribe';
import { PageLoading } from '../features/PageLoading';
import { unsubscribeStrings } from '../i18n/strings/unsubscribe';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';

/** What the page shows: the question, the confirmation, or the refusal of a token that does not work. */
export type UnsubscribeState = 'confirm' | 'done' | 'invalid';

function unsubscribeState(result: UnsubscribeResult): UnsubscribeState | null {
  if (result.status === 'loading') return null;
  if (result.status === 'notFound') return 'invalid';
  return result.subscription.unsubscribed ? 'done' : 'confirm';
}

/**
 * The unsubscribe page's head: never indexed, its canonical the page without its token (the token
 * is its subscriber's; the page is sent with `Referrer-Policy: no-referrer` too).
 */
export function unsubscribeHead(t: SiteT, state: UnsubscribeState): PageMetaInput {
  return {
    title: state === 'invalid' ? t('unsubscribe.invalid.title') : t('unsubscribe.meta.title'),
    description: t('unsubscribe.meta.description'),
    path: UNSUBSCRIBE_PATH,
    noindex: true,
  };
}

/** The subscriber's address as the page names it: whole, breaking anywhere on a narrow screen. */
function Address({ email }: { email: string }) {
  return (
    <Box component="strong" data-testid="unsubscribe-email" sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Box>
  );
}

/** A sentence of the page's strings with the address put in where it says `{{email}}`. */
function WithAddress({ text, email }: { text: string; email: string }) {
  const [before = '', after = ''] = text.split('{{email}}');
  return (
    <>
      {before}
      <Address email={email} />
      {after}
    </>
  );
}

/**
 * `/unsubscribe?token=…` (`/sv/unsubscribe?…`), the address every newsletter mail carries
 * (domain/src/unsubscribe.ts). Opening it changes nothing: it names the subscription's address and
 * its button posts the form (`List-Unsubscribe=One-Click`, as a mail client's one-click does) to
 * this very address, which the server answers with this page again, now saying it is done: with
 * JavaScript or without. Once done, the way back is the newsletter form in the footer. A token
 * that does not work (malformed, forged, its subscription erased) is a 404 that changes nothing.
 */
export default function UnsubscribePage() {
  const { t } = useSiteStrings(unsubscribeStrings);
  const language = useLanguage((state) => state.language);
  const { search } = useLocation();
  const token = unsubscribeTokenOf(search);
  const result = useUnsubscribe(token);
  const state = unsubscribeState(result);
  if (state === null) return <PageLoading />;
  const home = (
    <Button variant="outlined" size="large" component={RouterLink} to="/">
      {t('unsubscribe.home')}
    </Button>
  );

  if (result.status !== 'found' || state === 'invalid' || !token) {
    return (
      <Box data-unsubscribe="invalid">
        <PageMeta {...unsubscribeHead(t, 'invalid')} />
        <PageHero
          eyebrow={t('unsubscribe.invalid.eyebrow')}
          title={t('unsubscribe.invalid.title')}
          description={t('unsubscribe.invalid.text')}
          actions={
            <>
              <Button variant="contained" size="large" component={RouterLink} to="/contact">
                {t('unsubscribe.invalid.contact')}
              </Button>
              {home}
            </>
          }
        />
      </Box>
    );
  }

  const { email } = result.subscription;
  if (state === 'done') {
    return (
      <Box data-unsubscribe="done">
        <PageMeta {...unsubscribeHead(t, 'done')} />
        <PageHero
          eyebrow={t('unsubscribe.done.eyebrow')}
          title={t('unsubscribe.done.title')}
          description={<WithAddress text={t('unsubscribe.done.text', { email: '{{email}}' })} email={email} />}
          actions={
            <>
              {/* The newsletter form in the footer of this very page. */}
              <Button variant="contained" size="large" href={`#${FORM_ANCHORS.newsletter}`}>
                {t('unsubscribe.done.again')}
              </Button>
              {home}
            </>
          }
        />
      </Box>
    );
  }

  return (
    <Box data-unsubscribe="confirm">
      <PageMeta {...unsubscribeHead(t, 'confirm')} />
      <PageHero
        eyebrow={t('unsubscribe.confirm.eyebrow')}
        title={t('unsubscribe.confirm.title')}
        description={<WithAddress text={t('unsubscribe.confirm.text', { email: '{{email}}' })} email={email} />}
        actions={
          // A plain form post: the browser sends it itself, so it works without JavaScript.
          <form method="post" action={unsubscribePath(token, language)}>
            <input type="hidden" name={ONE_CLICK_FIELD} value={ONE_CLICK_VALUE} />
            <Button type="submit" variant="contained" size="large">
              {t('unsubscribe.confirm.button')}
            </Button>
          </form>
        }
      />
    </Box>
  );
}
