import {
  EMAIL_INPUT_PATTERN,
  FORM_ANCHORS,
  FORM_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  isValidEmail,
  LEAD_LIMITS,
} from '@app/domain';
import { fieldOf, honeypotOf, useFormOutcome, useFormToken, useLeadSubmit } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { ENHANCE, HoneypotField, SubmitButton } from '@app/shared-ui';
import { Send as SendIcon } from '@app/shared-ui/icons';
import { Alert, Box, TextField, Typography } from '@app/shared-ui/mui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { contactStrings } from '../../i18n/strings/contact';
import { leadsStrings } from '../../i18n/strings/leads';
import { useSiteStrings } from '../../i18n/useSiteStrings';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'message',
] as const satisfies readonly (keyof ContactValues)[];

/**
 * "Send us a message": five required fields, the browser's own validation plus the shared e-mail
 * rule (the field's `pattern`, as the newsletter's and the quiz's, so the browser refuses
 * `user@domain` without JavaScript too). Send Message stays enabled while fields are missing, so
 * pressing it shows which (the browser's messages), and is disabled while the form is being sent.
 * A real `<form method="post">`: before (or without) the apps the browser posts it to this page
 * and the server answers with the page again, showing the success message or, keeping what was
 * typed, what went wrong. With the apps running it is sent through the lead function; success
 * clears the form, failure keeps it.
 */
export function ContactForm() {
  const { t } = useSiteStrings(contactStrings, leadsStrings);
  const headingId = useId();
  const { search } = useLocation();
  const outcome = useFormOutcome('contact', search);
  const token = useFormToken();
  const [emailError, setEmailError] = useState(false);
  const { status, sending, submit, reset } = useLeadSubmit<ContactValues>((client, input) => client.sendContact(input));
  const failure = outcome && !outcome.sent ? outcome : null;

  function onEmailChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // The browser checks the format of type="email"; the shared rule also needs a dot in the
    // domain. Reported through the browser's own validation so both read the same way.
    const value = event.target.value;
    const invalid = value.trim() !== '' && !isValidEmail(value);
    if ('setCustomValidity' in event.target)
      event.target.setCustomValidity(invalid ? t('contact.form.emailInvalid') : '');
    if (!invalid) setEmailError(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const values = Object.fromEntries(
      FIELDS.map((name) => [name, fieldOf(form, name).trim()]),
    ) as unknown as ContactValues;
    if (!isValidEmail(values.email)) {
      setEmailError(true);
      return;
    }
    if (await submit({ ...values, ...honeypotOf(form) })) form.reset();
  }

  const field = (name: keyof ContactValues, autoComplete: string, maxLength: number) => ({
    name,
    required: true,
    fullWidth: true,
    autoComplete,
    defaultValue: failure?.values[name] ?? '',
    onChange: status === 'success' || status === 'error' ? reset : undefined,
    error: failure?.reason === 'invalid' && failure.field === name,
    slotProps: { htmlInput: { maxLength } },
  });
  const emailInvalid = emailError || (failure?.reason === 'invalid' && failure.field === 'email');

  return (
    <Box
      component="form"
      id={FORM_ANCHORS.contact}
      method="post"
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={sending}
      {...{ [ENHANCE.startsApps]: '' }}
      sx={{ position: 'relative', scrollMarginTop: 96 }}
    >
      <input type="hidden" name={FORM_FIELD} value="contact" />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('contact.form.title')}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('contact.form.requiredNote')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {t(`leads.failure.${failure.reason}`)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('contact.form.firstName')} {...field('firstName', 'given-name', LEAD_LIMITS.firstName)} />
        <TextField label={t('contact.form.lastName')} {...field('lastName', 'family-name', LEAD_LIMITS.lastName)} />
        <TextField
          label={t('contact.form.email')}
          type="email"
          {...field('email', 'email', LEAD_LIMITS.email)}
          onChange={onEmailChange}
          onBlur={(event) => setEmailError(event.target.value.trim() !== '' && !isValidEmail(event.target.value))}
          error={emailInvalid}
          helperText={emailInvalid ? t('contact.form.emailInvalid') : undefined}
          slotProps={{ htmlInput: { maxLength: LEAD_LIMITS.email, pattern: EMAIL_INPUT_PATTERN } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label={t('contact.form.company')}
          {...field('company', 'organization', LEAD_LIMITS.company)}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label={t('contact.form.message')}
          placeholder={t('contact.form.messagePlaceholder')}
          multiline
          rows={6}
          {...field('message', 'off', LEAD_LIMITS.message)}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      <HoneypotField name={HONEYPOT_FIELD} label={t('leads.honeypot.label')} />
      <SubmitButton
        variant="contained"
        size="large"
        busyLabel={t('contact.form.sending')}
        startIcon={<SendIcon aria-hidden="true" />}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('contact.form.submit')}
      </SubmitButton>
      <Box aria-live="polite" sx={{ mt: status === 'success' || status === 'error' || outcome?.sent ? 2.5 : 0 }}>
        {status === 'success' || (outcome?.sent && status === 'idle') ? (
          <Alert severity="success" role="status">
            {t('contact.form.success')}
          </Alert>
        ) : null}
        {status === 'error' ? (
          <Alert severity="error" role="alert">
            {t('contact.form.error')}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}

export default ContactForm;
