import { isValidEmail, LEAD_LIMITS } from '@app/domain';
import { useLeadSubmit } from '@app/platform';
import { HoneypotField } from '@app/shared-ui';
import { Send as SendIcon } from '@app/shared-ui/icons';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@app/shared-ui/mui';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
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

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', company: '', message: '' };

/**
 * "Send us a message": five required fields, the browser's own validation plus the shared e-mail
 * rule; success clears the form, failure keeps it.
 */
export function ContactForm() {
  const { t } = useSiteStrings(contactStrings, leadsStrings);
  const headingId = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [emailTouched, setEmailTouched] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const { status, sending, submit, reset, honeypot } = useLeadSubmit<ContactValues>((client, input) =>
    client.sendContact(input),
  );

  const emailInvalid = values.email.trim() !== '' && !isValidEmail(values.email);

  function update(field: keyof ContactValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (field === 'email') {
        // The browser checks the format of type="email"; the shared rule also needs a dot in
        // the domain. Reported through the browser's own validation so both read the same way.
        const invalid = value.trim() !== '' && !isValidEmail(value);
        event.target.setCustomValidity(invalid ? t('contact.form.emailInvalid') : '');
      }
      if (status !== 'idle' && status !== 'sending') reset();
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      setEmailTouched(true);
      form.reportValidity();
      return;
    }
    const trimmed: ContactValues = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
      message: values.message.trim(),
    };
    const ok = await submit(trimmed);
    if (ok) {
      setValues(EMPTY);
      setEmailTouched(false);
      emailRef.current?.setCustomValidity('');
    }
  }

  const field = (name: keyof ContactValues, autoComplete: string, maxLength: number) => ({
    name,
    required: true,
    fullWidth: true,
    autoComplete,
    value: values[name],
    onChange: update(name),
    disabled: sending,
    slotProps: { htmlInput: { maxLength } },
  });

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={sending}
      sx={{ position: 'relative' }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('contact.form.title')}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('contact.form.requiredNote')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('contact.form.firstName')} {...field('firstName', 'given-name', LEAD_LIMITS.firstName)} />
        <TextField label={t('contact.form.lastName')} {...field('lastName', 'family-name', LEAD_LIMITS.lastName)} />
        <TextField
          label={t('contact.form.email')}
          type="email"
          inputRef={emailRef}
          onBlur={() => setEmailTouched(true)}
          error={emailTouched && emailInvalid}
          helperText={emailTouched && emailInvalid ? t('contact.form.emailInvalid') : undefined}
          {...field('email', 'email', LEAD_LIMITS.email)}
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
      <HoneypotField {...honeypot} label={t('leads.honeypot.label')} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        startIcon={
          sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <SendIcon aria-hidden="true" />
        }
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {sending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
      <Box aria-live="polite" sx={{ mt: status === 'success' || status === 'error' ? 2.5 : 0 }}>
        {status === 'success' ? (
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
