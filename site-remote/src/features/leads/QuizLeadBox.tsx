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
  getAppConfig,
  honeypotOf,
  notify,
  useFormOutcome,
  useFormToken,
  useLeadSubmit,
} from '@app/platform';
import { useLocation } from '@app/platform/router';
import { ENHANCE, HoneypotField, SubmitButton, VisuallyHidden } from '@app/shared-ui';
import {
  AssignmentTurnedInOutlined as AssignmentTurnedInOutlinedIcon,
  TimerOutlined as TimerOutlinedIcon,
} from '@app/shared-ui/icons';
import { Alert, Box, Link, Paper, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { type FormEvent, useId, useState } from 'react';
import { leadsStrings } from '../../i18n/strings/leads';
import { useSiteStrings } from '../../i18n/useSiteStrings';

interface QuizInput {
  email: string;
}

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
 * it is sent through the lead function, as described below.
 */
export function QuizLeadBox({ headingLevel = 'h2' }: QuizLeadBoxProps) {
  const { t } = useSiteStrings(leadsStrings);
  const headingId = useId();
  const { search } = useLocation();
  const outcome = useFormOutcome('quiz', search);
  const failure = outcome && !outcome.sent ? outcome : null;
  const token = useFormToken();
  const [showError, setShowError] = useState(false);
  const { sending, submit } = useLeadSubmit<QuizInput>((client, input) => client.sendQuizLead(input));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = fieldOf(form, 'email').trim();
    if (!isValidEmail(email)) {
      setShowError(true);
      return;
    }
    if (sending) return;
    const tab = openPendingTab();
    const ok = await submit({ email, ...honeypotOf(form) });
    if (ok) {
      notify({ kind: 'success', title: t('leads.quiz.successTitle'), description: t('leads.quiz.successText') });
      form.reset();
      setShowError(false);
      const quizUrl = getAppConfig().links.quizForm;
      if (tab && !tab.closed) tab.location.href = quizUrl;
      else window.open(quizUrl, '_blank', 'noopener,noreferrer');
    } else {
      tab?.close();
      notify({ kind: 'error', title: t('leads.quiz.errorTitle'), description: t('leads.quiz.errorText') });
    }
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
        color="text.secondary"
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
      <Box
        component="form"
        id={FORM_ANCHORS.quiz}
        method="post"
        target="_blank"
        onSubmit={onSubmit}
        ref={checkedByTheApp}
        aria-busy={sending}
        {...{ [ENHANCE.startsApps]: '' }}
        sx={{ position: 'relative', mt: 3, maxWidth: 520, mx: 'auto', scrollMarginTop: 96 }}
      >
        <input type="hidden" name={FORM_FIELD} value="quiz" />
        <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
        {outcome?.sent ? (
          <Alert severity="success" role="status" sx={{ mb: 2, textAlign: 'left' }}>
            <strong>{t('leads.quiz.successTitle')}</strong> {t('leads.quiz.successText')}{' '}
            <Link
              href={getAppConfig().links.quizForm}
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
          <Alert severity="error" role="alert" sx={{ mb: 2, textAlign: 'left' }}>
            {t(`leads.failure.${failure.reason}`)}
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
            defaultValue={failure?.values.email ?? ''}
            onChange={showError ? (event) => setShowError(!isValidEmail(event.target.value)) : undefined}
            onBlur={(event) => setShowError(event.target.value.trim() !== '' && !isValidEmail(event.target.value))}
            error={showError || failure?.reason === 'invalid'}
            helperText={showError || failure?.reason === 'invalid' ? t('leads.quiz.invalid') : undefined}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { maxLength: LEAD_LIMITS.email, pattern: EMAIL_INPUT_PATTERN },
            }}
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
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
      </Box>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('leads.quiz.disclaimer')}
      </Typography>
    </Paper>
  );
}

export default QuizLeadBox;
