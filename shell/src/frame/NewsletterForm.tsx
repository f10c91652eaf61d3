import { isValidEmail } from '@app/domain';
import { notify } from '@app/platform';
import { Box, Button, CircularProgress, TextField, Typography } from '@app/shared-ui/mui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The footer's newsletter sign-up: one e-mail field, checked by the shared e-mail rule; an invalid
 * address gets an "Invalid Email" toast, a failure "Subscription Failed", and success clears it.
 */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const valid = isValidEmail(email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      notify({ kind: 'error', title: t('newsletter.invalidTitle'), description: t('newsletter.invalidDescription') });
      return;
    }
    setSending(true);
    try {
      // Loaded on first use, so the Functions SDK is not part of any page's first load.
      const { subscribeNewsletter } = await import('@app/platform/leads');
      await subscribeNewsletter({ email, website: honeypot });
      setEmail('');
      notify({ kind: 'success', title: t('newsletter.successTitle'), description: t('newsletter.successDescription') });
    } catch {
      notify({ kind: 'error', title: t('newsletter.failureTitle'), description: t('newsletter.failureDescription') });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }} aria-busy={sending}>
      <TextField
        type="email"
        size="small"
        label={t('newsletter.label')}
        placeholder={t('newsletter.placeholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="email"
        disabled={sending}
        required
      />
      {/* Honeypot: invisible to people, filled in by bots; the server drops such submissions. */}
      <Box
        component="input"
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={honeypot}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setHoneypot(event.target.value)}
        sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, opacity: 0 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!valid || sending}
        startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
      >
        {sending ? t('newsletter.sending') : t('newsletter.subscribe')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('newsletter.disclaimer')}
      </Typography>
    </Box>
  );
}
