import {
  formatDateTime,
  type Language,
  PREVIEW_DEFAULT_DAYS,
  PREVIEW_MAX_ACTIVE_LINKS,
  PREVIEW_MAX_DAYS,
  type PreviewCollection,
  type PreviewLink,
} from '@app/domain';
import { notify, useLanguage } from '@app/platform';
import { Alert, Box, Button, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { callErrorKey } from '../../data/leads';
import { createPreviewLink, listActivePreviewLinks, previewUrl, revokePreviewLink } from '../../data/previewLinks';
import { useAdminText } from '../../i18n/keys';
import { useSession } from '../auth/session';
import { ConfirmDialog } from './ConfirmDialog';

export interface PreviewLinksProps {
  collection: PreviewCollection;
  /** The saved item's id. */
  id: string;
  /** The editor holds changes not saved yet: a link shows the saved version. */
  unsaved: boolean;
}

const LINK_LANGUAGES: readonly Language[] = ['en', 'sv'];

/**
 * The item's preview links: make one (working for a number of days, 7 unless changed), and for
 * each that still works its English and Swedish addresses, each with a copy button, when it
 * expires, and a button that revokes it once the dialog it opens is answered. An admin revokes any
 * link, a writer only the ones they made (as revokePreviewLink enforces): a colleague's link shows
 * who made it and who can revoke it in place of the button.
 */
export function PreviewLinks({ collection, id, unsaved }: PreviewLinksProps) {
  const t = useAdminText();
  const consoleLanguage = useLanguage((state) => state.language);
  const session = useSession();
  const mayRevoke = (link: PreviewLink) =>
    session.status === 'signed-in' && (session.role === 'admin' || link.createdBy === session.user.uid);
  const headingId = useId();
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [days, setDays] = useState(String(PREVIEW_DEFAULT_DAYS));
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The link whose Revoke button was pressed (its token and place in the list), kept while the dialog closes. */
  const [confirming, setConfirming] = useState<{ token: string; index: number; open: boolean } | null>(null);
  const section = useRef<HTMLElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  /**
   * Where the focus goes once the list made again after a change arrives: the button the change was
   * made with is disabled while it runs (and a revoked link's is gone with it), and the browser drops
   * the focus to the page. A new link: its English address, ready to copy (the link the server
   * answered, wherever the list puts it). A revoked one: the Revoke button of the link now in its
   * place (its English address when it is a colleague's, which has none), or Create when none is left.
   */
  const focusAfterReload = useRef<((shown: readonly PreviewLink[]) => HTMLElement | null | undefined) | null>(null);

  useEffect(() => {
    let active = true;
    void version;
    listActivePreviewLinks(collection, id).then(
      (found) => {
        if (!active) return;
        setLinks(found);
        setLoadFailed(false);
      },
      () => {
        if (!active) return;
        setLinks([]);
        setLoadFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [collection, id, version]);

  useEffect(() => {
    const target = focusAfterReload.current;
    if (!links || !target) return;
    focusAfterReload.current = null;
    target(links)?.focus();
  }, [links]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const linkControl = (token: string) =>
    section.current?.querySelector<HTMLElement>(`[data-preview-revoke="${token}"]`) ??
    section.current?.querySelector<HTMLElement>(`[data-preview-url="en:${token}"]`);
  const dayCount = Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= PREVIEW_MAX_DAYS;
  /** The item has as many working links as createPreviewLink allows: one must be revoked (or expire) first. */
  const capReached = (links?.length ?? 0) >= PREVIEW_MAX_ACTIVE_LINKS;
  const capNoteId = useId();

  async function create() {
    if (!daysValid) return;
    setBusy(true);
    try {
      const { token } = await createPreviewLink({ collection, id, days: dayCount });
      notify({ kind: 'success', title: t('editor.successTitle'), description: t('editor.previewLinks.created') });
      focusAfterReload.current = () =>
        section.current?.querySelector<HTMLElement>(`[data-preview-url="en:${token}"]`) ?? createButton.current;
      reload();
    } catch (error) {
      notify({
        kind: 'error',
        title: t('editor.errorTitle'),
        description: t(callErrorKey(error, 'createPreviewLink', 'editor.previewLinks.createFailed'), {
          max: PREVIEW_MAX_ACTIVE_LINKS,
        }),
      });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: string, index: number) {
    setBusy(true);
    try {
      await revokePreviewLink(token);
      notify({ kind: 'success', title: t('editor.successTitle'), description: t('editor.previewLinks.revoked') });
      focusAfterReload.current = (shown) => {
        const next = shown[Math.min(index, shown.length - 1)];
        return next ? linkControl(next.token) : createButton.current;
      };
      reload();
    } catch (error) {
      notify({
        kind: 'error',
        title: t('editor.errorTitle'),
        description: t(callErrorKey(error, 'revokePreviewLink', 'editor.previewLinks.revokeFailed')),
      });
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify({ kind: 'success', title: t('editor.previewLinks.copied') });
    } catch {
      notify({ kind: 'error', title: t('editor.errorTitle'), description: t('editor.previewLinks.copyFailed') });
    }
  }

  return (
    <Stack component="section" ref={section} aria-labelledby={headingId} sx={{ gap: 2 }} data-testid="preview-links">
      <Typography variant="h6" component="h2" id={headingId}>
        {t('editor.previewLinks.title')}
      </Typography>
      <Typography color="textSecondary">{t('editor.previewLinks.intro', { max: PREVIEW_MAX_DAYS })}</Typography>
      {loadFailed && <Alert severity="error">{t('editor.previewLinks.loadFailed')}</Alert>}
      {/* Polite: it appears at the first key stroke, which an alert interrupted. */}
      {unsaved && (
        <Alert severity="info" role="status">
          {t('editor.previewLinks.unsaved')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="number"
          size="small"
          label={t('editor.previewLinks.days')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={!daysValid}
          helperText={
            daysValid
              ? t('editor.previewLinks.daysHelp')
              : t('editor.previewLinks.daysInvalid', { max: PREVIEW_MAX_DAYS })
          }
          slotProps={{ htmlInput: { min: 1, max: PREVIEW_MAX_DAYS, step: 1 } }}
          sx={{ maxWidth: { sm: 220 } }}
        />
        <Button
          ref={createButton}
          variant="outlined"
          disabled={busy || !daysValid || capReached}
          aria-describedby={capReached ? capNoteId : undefined}
          onClick={() => void create()}
        >
          {t('editor.previewLinks.create')}
        </Button>
      </Stack>
      {capReached && (
        <Typography color="textSecondary" id={capNoteId}>
          {t('editor.previewLinks.capReached', { max: PREVIEW_MAX_ACTIVE_LINKS })}
        </Typography>
      )}
      {links === null ? (
        // Holds the line the answer takes, so the editor's buttons below do not move under a click.
        <Typography color="textSecondary" role="status">
          {t('editor.previewLinks.loading')}
        </Typography>
      ) : links.length === 0 ? (
        <Typography color="textSecondary">{t('editor.previewLinks.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {links.map((link, index) => (
            <Box
              component="li"
              key={link.token}
              data-testid="preview-link"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1.5 }}
            >
              <Typography variant="subtitle2" component="p">
                {t('editor.previewLinks.linkLabel', {
                  number: index + 1,
                  expires: formatDateTime(link.expiresAt, consoleLanguage),
                })}
              </Typography>
              {LINK_LANGUAGES.map((language) => {
                const url = previewUrl(link.token, language);
                const label = t(
                  language === 'en' ? 'editor.previewLinks.englishUrl' : 'editor.previewLinks.swedishUrl',
                );
                return (
                  <Stack
                    key={language}
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{ gap: 1, alignItems: { sm: 'center' } }}
                  >
                    <TextField
                      size="small"
                      label={label}
                      value={url}
                      fullWidth
                      slotProps={{
                        htmlInput: {
                          readOnly: true,
                          'data-testid': `preview-url-${language}`,
                          'data-preview-url': `${language}:${link.token}`,
                        },
                      }}
                    />
                    <Button
                      variant="text"
                      onClick={() => void copy(url)}
                      aria-label={t('editor.previewLinks.copyLabel', { link: label })}
                      sx={{ flexShrink: 0 }}
                    >
                      {t('editor.previewLinks.copy')}
                    </Button>
                  </Stack>
                );
              })}
              {mayRevoke(link) ? (
                <Box>
                  <Button
                    color="error"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => setConfirming({ token: link.token, index, open: true })}
                    data-preview-revoke={link.token}
                    aria-label={t('editor.previewLinks.revokeLabel', { number: index + 1 })}
                  >
                    {t('editor.previewLinks.revoke')}
                  </Button>
                </Box>
              ) : (
                <Typography variant="body2" color="textSecondary" data-testid="preview-link-not-yours">
                  {link.createdByEmail
                    ? t('editor.previewLinks.notYours', { email: link.createdByEmail })
                    : t('editor.previewLinks.notYoursUnknown')}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={confirming?.open ?? false}
        title={t('editor.previewLinks.revokeTitle', { number: (confirming?.index ?? 0) + 1 })}
        message={t('editor.previewLinks.revokeConfirm')}
        confirmLabel={t('editor.previewLinks.revokeButton')}
        cancelLabel={t('confirm.cancel')}
        destructive
        onCancel={() => setConfirming((asked) => asked && { ...asked, open: false })}
        onConfirm={() => {
          if (!confirming) return;
          setConfirming({ ...confirming, open: false });
          void revoke(confirming.token, confirming.index);
        }}
      />
    </Stack>
  );
}
