import { isValidEmail } from '@app/domain';
import { notify, useLeadSubmit } from '@app/platform';
import { HoneypotField } from '@app/shared-ui';
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
  const { sending, submit, honeypot } = useLeadSubmit<{ email: string }>((client, input) =>
    client.subscribeNewsletter(input),
  );
  const valid = isValidEmail(email);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      notify({ kind: 'error', title: t('newsletter.invalidTitle'), description: t('newsletter.invalidDescription') });
      return;
    }
    if (await submit({ email })) {
      setEmail('');
      notify({ kind: 'success', title: t('newsletter.successTitle'), description: t('newsletter.successDescription') });
    } else {
      notify({ kind: 'error', title: t('newsletter.failureTitle'), description: t('newsletter.failureDescription') });
    }
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 1 }} aria-busy={sending}>
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
      <HoneypotField {...honeypot} label={t('newsletter.honeypotLabel')} />
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
