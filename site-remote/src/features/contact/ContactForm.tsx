import { EMAIL_INPUT_PATTERN, formatCount, HONEYPOT_FIELD, isValidEmail, LEAD_LIMITS } from '@app/domain';
import { fieldOf, LeadForm, useLanguage, useLeadFailureText } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { ENHANCE, HoneypotField, SubmitButton } from '@app/shared-ui';
import { Send as SendIcon } from '@app/shared-ui/icons';
import { Alert, Box, TextField, Typography, visuallyHidden } from '@app/shared-ui/mui';
import { type ChangeEvent, useId, useState } from 'react';
import { contactStrings } from '../../i18n/strings/contact';
import { leadsStrings } from '../../i18n/strings/leads';
import { useSiteStrings } from '../../i18n/useSiteStrings';
import { fieldProblemText } from '../leads/fieldProblem';

/** The message's length is shown from this share of its limit on. */
const MESSAGE_COUNT_FROM = 0.9;

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
}

/**
 * "Send us a message": five required fields, the browser's own validation plus the shared e-mail
 * rule (the field's `pattern`, as the newsletter's and the quiz's, so the browser refuses
 * `user@domain` without JavaScript too). Send Message stays enabled while fields are missing, so
 * pressing it shows which (the browser's message bubble, in the page's language: the boot script's
 * watchValidity, then LeadForm's localizedValidation), and is disabled while the form is being sent.
 * A real `<form method="post">`: before (or without) the apps the browser posts it to this page
 * and the server answers with the page again, showing the success message or, keeping what was
 * typed, what went wrong. With the apps running the app posts the same form (`<LeadForm>`);
 * success clears the form, a refusal keeps it and says why, in the same words: the alert above
 * the form, and under the refused field what is wrong with it (the server's `problem`), that
 * field focused. From 90 % of its limit the message shows its length, so text cut at the limit
 * (the field's maxLength) is never cut unseen; reaching the limit is announced once, politely.
 */
export function ContactForm() {
  const { t } = useSiteStrings(contactStrings, leadsStrings);
  const headingId = useId();
  const { search } = useLocation();
  const failureText = useLeadFailureText('contact');
  const language = useLanguage((state) => state.language);
  const [emailError, setEmailError] = useState(false);
  // null until typed into: the length of what the page was rendered with (LeadForm's `values`).
  const [messageLength, setMessageLength] = useState<number | null>(null);

  function onEmailChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // The browser checks the format of type="email"; the shared rule also needs a dot in the
    // domain. Reported through the browser's own validation so both read the same way (this
    // custom error is the form's own: localizedValidation leaves it as it is).
    const value = event.target.value;
    const invalid = value.trim() !== '' && !isValidEmail(value);
    if ('setCustomValidity' in event.target)
      event.target.setCustomValidity(invalid ? t('contact.form.emailInvalid') : '');
    if (!invalid) setEmailError(false);
  }

  function check(form: HTMLFormElement): boolean {
    if (!form.checkValidity()) {
      form.reportValidity();
      return false;
    }
    if (isValidEmail(fieldOf(form, 'email').trim())) return true;
    setEmailError(true);
    return false;
  }

  return (
    <LeadForm
      form="contact"
      search={search}
      check={check}
      onSent={(form) => {
        form.reset();
        setMessageLength(null);
      }}
      aria-labelledby={headingId}
      style={{ position: 'relative', scrollMarginTop: 96 }}
      {...{ [ENHANCE.startsApps]: '' }}
    >
      {({ sent, failure, values, source, clear }) => {
        const refused = (name: keyof ContactValues) => failure?.reason === 'invalid' && failure.field === name;
        const problem = (name: keyof ContactValues) => fieldProblemText(failure, name, t, language);
        const field = (name: keyof ContactValues, autoComplete: string, maxLength: number) => ({
          name,
          required: true,
          fullWidth: true,
          autoComplete,
          defaultValue: values[name] ?? '',
          onChange: source === 'app' ? clear : undefined,
          error: refused(name),
          helperText: problem(name) ?? undefined,
          // The page rendered again after a plain post puts the visitor in the refused field (the
          // apps, LeadForm focuses it).
          autoFocus: source === 'page' && refused(name),
          slotProps: { htmlInput: { maxLength } },
        });
        const emailInvalid = emailError || refused('email');
        const emailText = emailError ? t('contact.form.emailInvalid') : problem('email');
        const typed = messageLength ?? (values.message ?? '').length;
        const max = LEAD_LIMITS.message;
        const counted = { used: formatCount(typed, language), max: formatCount(max, language) };
        const count =
          typed >= max
            ? t('contact.form.messageCountFull', counted)
            : typed >= MESSAGE_COUNT_FROM * max
              ? t('contact.form.messageCount', counted)
              : null;
        const messageProblem = problem('message');
        const messageHelp =
          messageProblem || count ? (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
              {messageProblem ? <span>{messageProblem}</span> : null}
              {count ? <span data-testid="message-count">{count}</span> : null}
            </Box>
          ) : undefined;
        return (
          <>
            <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
              {t('contact.form.title')}
            </Typography>
            <Typography component="p" variant="body2" color="textSecondary" sx={{ mb: 3 }}>
              {t('contact.form.requiredNote')}
            </Typography>
            {sent && source === 'page' ? (
              // The page a plain post is sent back to opens at the form's anchor: the message comes
              // first there (in view, and read before the emptied fields), not after Send Message.
              <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
                {t('contact.form.success')}
              </Alert>
            ) : null}
            {failure ? (
              <Alert
                severity="error"
                role="alert"
                // A plain post refused for no field of its own (a form token the server no longer
                // takes, too many posts, the database away) comes back at the page's top, far above
                // the form: the browser focuses the refusal (the server's `autofocus`), which brings
                // it into view and has it read. A refused field takes the focus itself.
                {...(source === 'page' && !failure.field ? { tabIndex: -1, autoFocus: true } : {})}
                sx={{ mb: 2.5, scrollMarginTop: 96 }}
              >
                {failureText(failure.reason, failure.field)}
              </Alert>
            ) : null}
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <TextField
                label={t('contact.form.firstName')}
                {...field('firstName', 'given-name', LEAD_LIMITS.firstName)}
              />
              <TextField
                label={t('contact.form.lastName')}
                {...field('lastName', 'family-name', LEAD_LIMITS.lastName)}
              />
              <TextField
                label={t('contact.form.email')}
                type="email"
                {...field('email', 'email', LEAD_LIMITS.email)}
                onChange={onEmailChange}
                onBlur={(event) => setEmailError(event.target.value.trim() !== '' && !isValidEmail(event.target.value))}
                error={emailInvalid}
                // The message's line is kept (MUI's " ": an empty line, hidden from screen readers)
                // while there is none: the message, shown when the field loses the focus, moves
                // nothing, so a mouse pressed on Send Message (the press takes the focus) is
                // released on it, and the click counts.
                helperText={emailInvalid ? (emailText ?? t('contact.form.emailInvalid')) : ' '}
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
                onChange={(event) => {
                  setMessageLength(event.target.value.length);
                  if (source === 'app') clear();
                }}
                helperText={messageHelp}
                sx={{ gridColumn: '1 / -1' }}
              />
              {/* Says once that the message reached its limit (its text stays while it is there). */}
              <Box component="span" aria-live="polite" sx={visuallyHidden}>
                {typed >= max ? t('contact.form.messageLimitReached', { max: counted.max }) : ''}
              </Box>
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
            {/* The apps' post: told by Send Message, where the focus is given back. */}
            <Box aria-live="polite" sx={{ mt: sent && source === 'app' ? 2.5 : 0 }}>
              {sent && source === 'app' ? (
                <Alert severity="success" role="status">
                  {t('contact.form.success')}
                </Alert>
              ) : null}
            </Box>
          </>
        );
      }}
    </LeadForm>
  );
}
