import { EMAIL_INPUT_PATTERN, HONEYPOT_FIELD, isValidEmail, LEAD_LIMITS } from '@app/domain';
import { fieldOf, LeadForm, notify, useAppConfig, useLanguage, useLeadFailureText } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { ENHANCE, HoneypotField, SubmitButton, VisuallyHidden } from '@app/shared-ui';
import {
  AssignmentTurnedInOutlined as AssignmentTurnedInOutlinedIcon,
  TimerOutlined as TimerOutlinedIcon,
} from '@app/shared-ui/icons';
import { Alert, Box, Link, Paper, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { useId, useState } from 'react';
import { leadsStrings } from '../../i18n/strings/leads';
import { useSiteStrings } from '../../i18n/useSiteStrings';
import { fieldProblemText } from './fieldProblem';

/**
 * Opens the tab for the quiz while the click still counts as a user gesture, so browsers do not
 * block it as a pop-up when the lead call returns later. The blank tab gets no opener, then is
 * either sent to the quiz or closed.
 */
function openPendingTab(): Window | null {
  try {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    return tab;
  } catch {
    return null;
  }
}

export interface QuizLeadBoxProps {
  /** Level of the box's heading, so it fits the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The AI readiness quiz lead box on the home page: one e-mail field; the lead is stored first,
 * then the external 5-minute quiz opens in a new tab. A real `<form method="post" target="_blank">`:
 * before (or without) the apps the browser posts it in a new tab, which the server sends back to
 * this page with `?sent=quiz`: it shows the success message and a link on to the quiz, which the
 * boot script follows after a moment (without JavaScript, the visitor does). With the apps running
 * the app posts the same form (`<LeadForm>`): a tab opens at the click and is sent to the quiz once
 * the lead is stored, or closed when it is refused.
 */
export function QuizLeadBox({ headingLevel = 'h2' }: QuizLeadBoxProps) {
  const { t } = useSiteStrings(leadsStrings);
  const headingId = useId();
  const refusalId = useId();
  const { search } = useLocation();
  const failureText = useLeadFailureText('quiz');
  const language = useLanguage((state) => state.language);
  const quizUrl = useAppConfig().links.quizForm;
  const [showError, setShowError] = useState(false);

  function check(form: HTMLFormElement): boolean {
    const valid = isValidEmail(fieldOf(form, 'email').trim());
    setShowError(!valid);
    return valid;
  }

  function onSending() {
    const tab = openPendingTab();
    return (sent: boolean) => {
      if (!sent) {
        tab?.close();
        return;
      }
      if (tab && !tab.closed) tab.location.href = quizUrl;
      else window.open(quizUrl, '_blank', 'noopener,noreferrer');
    };
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        textAlign: 'center',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
      })}
    >
      <Typography id={headingId} component={headingLevel} variant="h3">
        {t('leads.quiz.title')}
      </Typography>
      <Typography
        component="p"
        color="textSecondary"
        sx={{ mt: 1.5, maxWidth: 560, mx: 'auto', fontSize: '1.0625rem' }}
      >
        {t('leads.quiz.text')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={3}
        useFlexGap
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2.5,
          justifyContent: 'center',
          flexWrap: 'wrap',
          color: 'text.secondary',
        }}
      >
        <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <TimerOutlinedIcon aria-hidden="true" color="primary" fontSize="small" />
          {t('leads.quiz.perkQuiz')}
        </Box>
        <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <AssignmentTurnedInOutlinedIcon aria-hidden="true" color="primary" fontSize="small" />
          {t('leads.quiz.perkReport')}
        </Box>
      </Stack>
      <LeadForm
        form="quiz"
        search={search}
        target="_blank"
        check={check}
        onSending={onSending}
        onSent={(form) => {
          notify({ kind: 'success', title: t('leads.quiz.successTitle'), description: t('leads.quiz.successText') });
          form.reset();
          setShowError(false);
        }}
        onFailed={(failure) => {
          notify({
            kind: 'error',
            title: t('leads.quiz.errorTitle'),
            // What is wrong with the address, when that is why (the server's `problem`).
            description: fieldProblemText(failure, 'email', t, language) ?? failureText(failure.reason, failure.field),
          });
        }}
        style={{
          position: 'relative',
          marginTop: 24,
          maxWidth: 520,
          marginLeft: 'auto',
          marginRight: 'auto',
          scrollMarginTop: 96,
        }}
        {...{ [ENHANCE.startsApps]: '' }}
      >
        {({ sent, failure: refusal, values, source }) => {
          // The page's own outcome (a plain post's answer, in its new tab); the apps' are told in toasts.
          const failure = source === 'page' ? refusal : null;
          const invalid = showError || (failure?.reason === 'invalid' && failure.field === 'email');
          return (
            <>
              {sent && source === 'page' ? (
                <Alert severity="success" role="status" sx={{ mb: 2, textAlign: 'left' }}>
                  <strong>{t('leads.quiz.successTitle')}</strong> {t('leads.quiz.successText')}{' '}
                  <Link
                    href={quizUrl}
                    color="inherit"
                    underline="always"
                    sx={{ fontWeight: 700 }}
                    {...{ [ENHANCE.followOnLoad]: '' }}
                  >
                    {t('leads.quiz.openQuiz')}
                  </Link>
                </Alert>
              ) : null}
              {failure ? (
                <Alert id={refusalId} severity="error" role="alert" sx={{ mb: 2, textAlign: 'left' }}>
                  {failureText(failure.reason, failure.field)}
                </Alert>
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: 'flex-start' }}>
                <TextField
                  fullWidth
                  type="email"
                  name="email"
                  autoComplete="email"
                  label={t('leads.quiz.emailLabel')}
                  placeholder={t('leads.quiz.placeholder')}
                  required
                  defaultValue={values.email ?? ''}
                  onChange={showError ? (event) => setShowError(!isValidEmail(event.target.value)) : undefined}
                  onBlur={(event) =>
                    setShowError(event.target.value.trim() !== '' && !isValidEmail(event.target.value))
                  }
                  error={invalid}
                  // The page a refused plain post comes back with (in its new tab) opens at its top:
                  // the focus brings the box, its refusal and what was typed into view.
                  autoFocus={failure !== null}
                  helperText={
                    invalid
                      ? ((showError ? null : fieldProblemText(failure, 'email', t, language)) ??
                        t('leads.quiz.invalid'))
                      : undefined
                  }
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: {
                      maxLength: LEAD_LIMITS.email,
                      pattern: EMAIL_INPUT_PATTERN,
                      // The focused field reads out a refusal that names no field (the alert above
                      // it); one of the address is its own message under it.
                      'aria-describedby': failure && !invalid ? refusalId : undefined,
                    },
                  }}
                  // The input's ground only (its box, the one <div> child): the message under it stays
                  // on the box's tint. Not the input slot's `sx`, which would inline a second copy of
                  // all of OutlinedInput's rules (797 B of the home page's HTML) for one colour.
                  sx={{ '& > div': { bgcolor: 'background.paper' } }}
                />
                <SubmitButton
                  disabledWhileInvalid
                  variant="contained"
                  size="large"
                  busyLabel={t('leads.quiz.sending')}
                  sx={{ flexShrink: 0, minHeight: 56, width: { xs: '100%', sm: 'auto' }, whiteSpace: 'nowrap' }}
                >
                  {t('leads.quiz.submit')}
                  <VisuallyHidden> {t('leads.quiz.opensInNewTab')}</VisuallyHidden>
                </SubmitButton>
              </Stack>
              <HoneypotField name={HONEYPOT_FIELD} label={t('leads.honeypot.label')} />
            </>
          );
        }}
      </LeadForm>
      <Typography component="p" variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t('leads.quiz.disclaimer')}
      </Typography>
    </Paper>
  );
}
