import { EMAIL_INPUT_PATTERN, HONEYPOT_FIELD, isValidEmail, LEAD_LIMITS } from '@app/domain';
import { fieldOf, LeadForm, notify, useLeadFailureText } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { ENHANCE, HoneypotField, SubmitButton } from '@app/shared-ui';
import { Alert, Box, TextField, Typography } from '@app/shared-ui/mui';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The footer's newsletter sign-up: one e-mail field, a `<LeadForm>`. Before (or without) the apps
 * the browser posts it to this page and the server answers with the page again, showing
 * "Successfully Subscribed!" or what went wrong (a refusal with the field focused, so the footer is
 * in view and the address marked when it was the reason). Subscribe is disabled while the address is
 * invalid or the form is being sent (SubmitButton). With the apps running the same form is posted
 * by the app: Enter on an invalid address gets an "Invalid Email" toast, a refusal "Subscription
 * Failed" with the reason (an address refused: "Invalid Email", the field focused again), and
 * success clears the field.
 */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const { search } = useLocation();
  const failureText = useLeadFailureText('newsletter');
  const refusalId = useId();

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

  function check(form: HTMLFormElement): boolean {
    if (isValidEmail(fieldOf(form, 'email').trim())) return true;
    invalidEmail();
    return false;
  }

  return (
    <LeadForm
      form="newsletter"
      search={search}
      check={check}
      onKeyDown={onKeyDown}
      onSent={(form) => {
        form.reset();
        notify({
          kind: 'success',
          title: t('newsletter.successTitle'),
          description: t('newsletter.successDescription'),
        });
      }}
      onFailed={(failure) => {
        notify({
          kind: 'error',
          title:
            failure.reason === 'invalid' && failure.field === 'email'
              ? t('newsletter.invalidTitle')
              : t('newsletter.failureTitle'),
          description:
            failure.reason === 'invalid' && failure.field === 'email'
              ? t('newsletter.invalidDescription')
              : failureText(failure.reason, failure.field),
        });
      }}
      style={{ scrollMarginTop: 96 }}
      {...{ [ENHANCE.startsApps]: '' }}
    >
      {({ sent, failure: refusal, values, source }) => {
        // The page's own outcome (a plain post's answer); the apps' posts are told in toasts.
        const failure = source === 'page' ? refusal : null;
        return (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {sent && source === 'page' ? (
              <Alert severity="success" role="status">
                <strong>{t('newsletter.successTitle')}</strong> {t('newsletter.successDescription')}
              </Alert>
            ) : null}
            {failure ? (
              <Alert id={refusalId} severity="error" role="alert">
                {failure.reason === 'invalid' && failure.field === 'email' ? (
                  <>
                    <strong>{t('newsletter.invalidTitle')}</strong> {t('newsletter.invalidDescription')}
                  </>
                ) : (
                  <>
                    <strong>{t('newsletter.failureTitle')}</strong> {failureText(failure.reason, failure.field)}
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
              defaultValue={values.email ?? ''}
              autoComplete="email"
              required
              error={failure?.reason === 'invalid' && failure.field === 'email'}
              // The page a refused plain post comes back with opens at its top, far above the
              // footer: the focus brings the form, its refusal and what was typed into view.
              autoFocus={failure !== null}
              slotProps={{
                // Above the field from the server's HTML on: before (or without) the apps nothing moves
                // the label out of the way of what is typed (as in the quiz box).
                inputLabel: { shrink: true },
                htmlInput: {
                  maxLength: LEAD_LIMITS.email,
                  pattern: EMAIL_INPUT_PATTERN,
                  // The focused field reads out why the post was refused (the alert above it), not
                  // only that it was (aria-invalid).
                  'aria-describedby': failure ? refusalId : undefined,
                },
              }}
            />
            <HoneypotField name={HONEYPOT_FIELD} label={t('newsletter.honeypotLabel')} />
            <SubmitButton disabledWhileInvalid variant="contained" busyLabel={t('newsletter.sending')}>
              {t('newsletter.subscribe')}
            </SubmitButton>
            <Typography variant="caption" color="textSecondary">
              {t('newsletter.disclaimer')}
            </Typography>
          </Box>
        );
      }}
    </LeadForm>
  );
}
