import {
  EMAIL_INPUT_PATTERN,
  FORM_ANCHORS,
  FORM_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  isValidEmail,
  LEAD_LIMITS,
} from '@app/domain';
import {
  checkedByTheApp,
  fieldOf,
  honeypotOf,
  notify,
  useFormOutcome,
  useFormToken,
  useLeadSubmit,
} from '@app/platform';
import { useLocation } from '@app/platform/router';
import { ENHANCE, HoneypotField, SubmitButton } from '@app/shared-ui';
import { Alert, Box, TextField, Typography } from '@app/shared-ui/mui';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The footer's newsletter sign-up: one e-mail field. A real `<form method="post">`: before (or
 * without) the apps the browser posts it to this page and the server answers with the page again,
 * showing "Successfully Subscribed!" or what went wrong. Subscribe is disabled while the address
 * is invalid or the form is being sent (SubmitButton). With the apps running it is sent through
 * the lead function instead: Enter on an invalid address gets an "Invalid Email" toast, a failure
 * "Subscription Failed", and success clears the field.
 */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const { search } = useLocation();
  const outcome = useFormOutcome('newsletter', search);
  const token = useFormToken();
  const { sending, submit } = useLeadSubmit<{ email: string }>((client, input) => client.subscribeNewsletter(input));

  function invalidEmail() {
    notify({ kind: 'error', title: t('newsletter.invalidTitle'), description: t('newsletter.invalidDescription') });
  }

  // Subscribe is disabled while the address is invalid, so Enter sends nothing: it says why.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.name !== 'email') return;
    if (isValidEmail(field.value)) return;
    event.preventDefault();
    invalidEmail();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = fieldOf(form, 'email').trim();
    if (!isValidEmail(email)) {
      invalidEmail();
      return;
    }
    if (await submit({ email, ...honeypotOf(form) })) {
      form.reset();
      notify({ kind: 'success', title: t('newsletter.successTitle'), description: t('newsletter.successDescription') });
    } else {
      notify({ kind: 'error', title: t('newsletter.failureTitle'), description: t('newsletter.failureDescription') });
    }
  }

  const failure = outcome && !outcome.sent ? outcome : null;
  return (
    <Box
      component="form"
      id={FORM_ANCHORS.newsletter}
      method="post"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      ref={checkedByTheApp}
      aria-busy={sending}
      {...{ [ENHANCE.startsApps]: '' }}
      sx={{ display: 'grid', gap: 1, scrollMarginTop: 96 }}
    >
      <input type="hidden" name={FORM_FIELD} value="newsletter" />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {outcome?.sent ? (
        <Alert severity="success" role="status">
          <strong>{t('newsletter.successTitle')}</strong> {t('newsletter.successDescription')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure.reason === 'invalid' ? (
            <>
              <strong>{t('newsletter.invalidTitle')}</strong> {t('newsletter.invalidDescription')}
            </>
          ) : (
            <>
              <strong>{t('newsletter.failureTitle')}</strong>{' '}
              {failure.reason === 'expired' ? t('newsletter.expiredDescription') : t('newsletter.failureDescription')}
            </>
          )}
        </Alert>
      ) : null}
      <TextField
        type="email"
        name="email"
        size="small"
        label={t('newsletter.label')}
        placeholder={t('newsletter.placeholder')}
        defaultValue={failure?.values.email ?? ''}
        autoComplete="email"
        required
        slotProps={{
          // Above the field from the server's HTML on: before (or without) the apps nothing moves
          // the label out of the way of what is typed (as in the quiz box).
          inputLabel: { shrink: true },
          htmlInput: { maxLength: LEAD_LIMITS.email, pattern: EMAIL_INPUT_PATTERN },
        }}
      />
      <HoneypotField name={HONEYPOT_FIELD} label={t('newsletter.honeypotLabel')} />
      <SubmitButton disabledWhileInvalid variant="contained" busyLabel={t('newsletter.sending')}>
        {t('newsletter.subscribe')}
      </SubmitButton>
      <Typography variant="caption" color="text.secondary">
        {t('newsletter.disclaimer')}
      </Typography>
    </Box>
  );
}
