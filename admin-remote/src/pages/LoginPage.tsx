import { isValidEmail } from '@app/domain';
import { notify, useLanguage } from '@app/platform';
import { auth } from '@app/platform/auth';
import { Navigate, useLocation, useNavigate } from '@app/platform/router';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Divider, TextField, Typography } from '@app/shared-ui/mui';
import { FirebaseError } from 'firebase/app';
import {
  linkWithCredential,
  type OAuthCredential,
  OAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
} from 'firebase/auth';
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sendPasswordEmail } from '../data/passwordEmail';
import { SessionChecking } from '../features/auth/RequireStaff';
import { addressAfterSignIn } from '../features/auth/returnTo';
import { useSession, useSessionStore } from '../features/auth/session';
import { followStaffHint, isRememberedStaff, staffHintRemoved } from '../features/auth/staffHint';
import { useFocusBackWhenDone } from '../features/focus/useFocusBackWhenDone';
import { ConsoleTitle } from '../features/title/ConsoleTitle';
import type { AdminKey } from '../i18n/keys';

const CREDENTIAL_ERRORS = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-login-credentials',
]);

/**
 * What a refused sign-in of `email` says, in the console's language: Firebase's own message is an
 * English code ("Firebase: Error (auth/user-disabled)."), which tells staff nothing. A revoked
 * member's account is disabled (functions/src/staff), and Auth refuses it so before it checks the
 * password: that refusal says the access was removed only to the browser that held this member's
 * session (staffHint.ts); to anyone else it says what a wrong password says, which tells nobody
 * that the address was staff's.
 */
function signInFailureKey(error: unknown, email: string | null | undefined): AdminKey {
  const code = error instanceof FirebaseError ? error.code : '';
  if (CREDENTIAL_ERRORS.has(code)) return 'login.invalidCredentials';
  if (code === 'auth/user-disabled') return isRememberedStaff(email) ? 'login.removed' : 'login.invalidCredentials';
  if (code === 'auth/too-many-requests') return 'login.tooManyRequests';
  if (code === 'auth/network-request-failed') return 'login.network';
  if (code === 'auth/popup-blocked') return 'login.popupBlocked';
  return 'login.failed';
}

/** The address Auth names in a refused Microsoft sign-in, if any. */
function refusedAddress(error: unknown): string | null {
  const address = error instanceof FirebaseError ? error.customData?.email : undefined;
  return typeof address === 'string' ? address : null;
}

/**
 * What a refused request for a password link says, or null for the same answer as a link sent:
 * Firebase refuses an unknown address (the emulator, and a project without e-mail enumeration
 * protection) and a disabled one, and saying so would tell anyone which addresses are staff.
 */
function resetFailureKey(error: unknown): AdminKey | 'invalid-email' | null {
  const code = error instanceof FirebaseError ? error.code : '';
  if (code === 'auth/user-not-found' || code === 'auth/user-disabled') return null;
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') return 'invalid-email';
  if (code === 'auth/too-many-requests') return 'login.resetTooManyRequests';
  if (code === 'auth/network-request-failed') return 'login.network';
  return 'login.resetFailed';
}

/** `/auth?reset`: the "Forgot your password?" form, an address (and history entry) of its own. */
const RESET_PARAM = 'reset';

/**
 * The location state of the reset form's entry when the sign-in form opened it (with the state it
 * had, a `returnTo` among it): Back to sign in is then the browser's Back, to that very entry.
 */
interface OpenedFromSignIn {
  resetFromSignIn: true;
}

function openedFromSignIn(state: unknown): state is OpenedFromSignIn {
  return typeof state === 'object' && state !== null && 'resetFromSignIn' in state && state.resetFromSignIn === true;
}

/** The location state without the reset form's mark (what the sign-in form's entry holds). */
function signInState(state: unknown): unknown {
  if (!openedFromSignIn(state)) return state;
  const { resetFromSignIn: _mark, ...rest } = state;
  return rest;
}

/**
 * Admin Login (/auth): e-mail and password, or the Microsoft ("Azure") provider. A refused
 * password sign-in is said in the form (an alert it is described by) until a field is edited. A colleague
 * invited by e-mail has an account for that address already, so Firebase may refuse their first
 * Microsoft sign-in (`auth/account-exists-with-different-credential`): the page then keeps the
 * Microsoft credential, asks for the password once (set through the invitation's link) and links
 * Microsoft to the account, so from then on either way signs them in.
 *
 * "Forgot your password?" turns the card into a request for Firebase's password e-mail to the
 * address typed (the invitation's e-mail, data/passwordEmail.ts), answered the same whether or not
 * the address is staff's; rate limits and failures to send are said as such. That form is at
 * `/auth?reset`, a history entry of its own: the browser's Back returns to the sign-in form and
 * Forward to it again, as Back to sign in does; the address typed stays in both.
 *
 * A member of staff whose access was removed while signed in arrives here signed out, and is told
 * so (`accessRemoved`, features/auth/session.ts), and whom to ask; so is a tab opened in the same
 * browser afterwards, and one whose sign-in Auth refuses as disabled there (staffHint.ts).
 */
export default function LoginPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const returnState: unknown = signInState(location.state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** The fields a sign-in was refused for, empty: marked, and the first of them focused. */
  const [missing, setMissing] = useState<ReadonlySet<'email' | 'password'>>(new Set());
  /**
   * Why the last sign-in with a password was refused: said in the form (an alert the form is
   * described by) until a field is edited, not in a toast that goes before it is read.
   */
  const [signInFailure, setSignInFailure] = useState<AdminKey | null>(null);
  const failureId = useId();
  // Disabled while a sign-in runs: after a refused one it takes back the focus, for another try.
  const signInButton = useFocusBackWhenDone(busy);
  const inputs = useRef<Partial<Record<'email' | 'password', HTMLInputElement | null>>>({});
  /** A Microsoft sign-in refused because the address has an account: linked after the password. */
  const [pendingMicrosoft, setPendingMicrosoft] = useState<OAuthCredential | null>(null);
  const language = useLanguage((state) => state.language);
  const roleUnread = useSessionStore((state) => state.roleUnread);
  /**
   * Removed while signed in, in this tab or in another of this browser's: before this tab opened,
   * or while it sits here (the record's `storage` event), until a Logout anywhere in the browser.
   */
  const removedInTab = useSessionStore((state) => state.accessRemoved);
  const removedInBrowser = useSyncExternalStore(followStaffHint, staffHintRemoved);
  const accessRemoved = removedInTab || removedInBrowser;
  /** Signing in, or asking for a link to choose a new password ("Forgot your password?"): the address says. */
  const mode = new URLSearchParams(location.search).has(RESET_PARAM) ? 'reset' : 'sign-in';
  /** The typed address is no e-mail address (asking for a link). */
  const [emailInvalid, setEmailInvalid] = useState(false);
  /** What the last request for a link came to, said in the card until the next one. */
  const [resetOutcome, setResetOutcome] = useState<'sent' | AdminKey | null>(null);
  /**
   * Set once a sign-in here succeeds: the greeting waits until the session knows the account's
   * role, so an account without one is not welcomed to a console it cannot open (the "No access"
   * page says why).
   */
  const greet = useRef(false);
  useEffect(() => {
    if (!greet.current || session.status !== 'signed-in') return;
    greet.current = false;
    if (session.role) {
      notify({ kind: 'success', title: t('login.successTitle'), description: t('login.successDescription') });
    }
  });
  // Another form (a click, or the browser's Back or Forward): what the last one said goes with it.
  const [modeShown, setModeShown] = useState(mode);
  if (modeShown !== mode) {
    setModeShown(mode);
    setMissing(new Set());
    setEmailInvalid(false);
    setResetOutcome(null);
    setSignInFailure(null);
  }
  /** The mode the e-mail field was last focused for: it takes the focus once the other form is drawn. */
  const focusedFor = useRef(mode);
  useEffect(() => {
    if (focusedFor.current === mode) return;
    focusedFor.current = mode;
    inputs.current.email?.focus();
  }, [mode]);

  // Back to the console address the session ended at, else the blog list.
  if (session.status === 'signed-in') return <Navigate to={addressAfterSignIn(returnState)} replace />;
  // Not before Auth knows whether a session exists: a signed-in admin never sees the form flash.
  if (session.status === 'loading') return <SessionChecking />;

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (!email || !password) {
      const empty = (['email', 'password'] as const).filter((name) => !(name === 'email' ? email : password));
      setMissing(new Set(empty));
      // Said at the field, where the focus goes: a toast alone left staff on the button, guessing which.
      inputs.current[empty[0] ?? 'email']?.focus();
      notify({ kind: 'error', title: t('login.failureTitle'), description: t('login.required') });
      return;
    }
    // Gone while the next try runs, so the same refusal again is an alert again (read out again).
    setSignInFailure(null);
    setBusy(true);
    try {
      const { user } = await signInWithEmailAndPassword(auth(), email.trim(), password);
      if (pendingMicrosoft) {
        await linkWithCredential(user, pendingMicrosoft);
        setPendingMicrosoft(null);
        notify({ kind: 'success', title: t('login.successTitle'), description: t('login.linked') });
        return;
      }
      greet.current = true;
    } catch (error) {
      const key = signInFailureKey(error, email);
      setSignInFailure(key);
      if (key === 'login.invalidCredentials') {
        // A wrong password is typed again: in the password, selected (Sign In is for trying again).
        const input = inputs.current.password;
        input?.focus();
        input?.select();
      } else {
        signInButton.focusBack();
      }
    } finally {
      setBusy(false);
    }
  }

  function switchTo(next: 'sign-in' | 'reset') {
    if (next === 'reset') {
      const opened: OpenedFromSignIn = { resetFromSignIn: true };
      const state = typeof returnState === 'object' && returnState !== null ? { ...returnState, ...opened } : opened;
      navigate({ search: `?${RESET_PARAM}` }, { state });
    } else if (openedFromSignIn(location.state)) {
      navigate(-1);
    } else {
      // Opened at /auth?reset itself (a bookmark, a link): the sign-in form takes its entry.
      navigate({ search: '' }, { replace: true, state: returnState });
    }
  }

  async function sendLink(event: FormEvent) {
    event.preventDefault();
    setResetOutcome(null);
    const address = email.trim();
    if (!address || !isValidEmail(address)) {
      if (address) setEmailInvalid(true);
      else setMissing(new Set(['email']));
      inputs.current.email?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendPasswordEmail(address, language);
      setResetOutcome('sent');
    } catch (error) {
      const key = resetFailureKey(error);
      if (key === 'invalid-email') {
        setEmailInvalid(true);
        inputs.current.email?.focus();
      } else {
        setResetOutcome(key ?? 'sent');
      }
    } finally {
      setBusy(false);
      signInButton.focusBack();
    }
  }

  async function signInWithMicrosoft() {
    try {
      await signInWithPopup(auth(), new OAuthProvider('microsoft.com'));
      greet.current = true;
    } catch (error) {
      // Closing the provider's window is the person changing their mind, not a failure; so is a
      // second click, whose window replaces the first (Firebase cancels the first call).
      if (
        error instanceof FirebaseError &&
        (error.code === 'auth/popup-closed-by-user' || error.code === 'auth/cancelled-popup-request')
      ) {
        return;
      }
      const credential =
        error instanceof FirebaseError && error.code === 'auth/account-exists-with-different-credential'
          ? OAuthProvider.credentialFromError(error)
          : null;
      if (credential) {
        const address = error instanceof FirebaseError ? error.customData?.email : undefined;
        if (typeof address === 'string') setEmail(address);
        setPendingMicrosoft(credential);
        return;
      }
      notify({
        kind: 'error',
        title: t('login.azureFailureTitle'),
        description: t(signInFailureKey(error, refusedAddress(error))),
      });
    }
  }

  const resetting = mode === 'reset';
  const credentials = [
    { label: t('login.email'), type: 'email' as const, autoComplete: 'username', value: email, setValue: setEmail },
    ...(resetting
      ? []
      : [
          {
            label: t('login.password'),
            type: 'password' as const,
            autoComplete: 'current-password',
            value: password,
            setValue: setPassword,
          },
        ]),
  ];
  const fieldProblem = (name: 'email' | 'password') =>
    missing.has(name)
      ? t('editor.invalid.required')
      : name === 'email' && emailInvalid
        ? t('login.emailInvalid')
        : null;

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 6, md: 10 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        {/* On a phone less padding and a smaller heading: "Admininloggning" is one word, which the
            card's 264 px broke before its last letter at 360 px. */}
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <ConsoleTitle page={t(resetting ? 'login.resetTitle' : 'titles.signIn')} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 1 }}>
            {t(resetting ? 'login.resetTitle' : 'login.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t(resetting ? 'login.resetIntro' : 'login.intro')}
          </Typography>
          {accessRemoved && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              <AlertTitle>{t('access.removedTitle')}</AlertTitle>
              {t('access.removedSignedOut')}
            </Alert>
          )}
          {roleUnread && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {t('login.roleUnread')}
            </Alert>
          )}
          {!resetting && pendingMicrosoft && (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {t('login.linkMicrosoft')}
            </Alert>
          )}
          <Box
            component="form"
            onSubmit={resetting ? sendLink : signIn}
            noValidate
            aria-describedby={!resetting && signInFailure ? failureId : undefined}
            sx={{ display: 'grid', gap: 2 }}
          >
            {!resetting && signInFailure && (
              <Alert id={failureId} severity="error" role="alert">
                {t(signInFailure)}
              </Alert>
            )}
            {credentials.map(({ setValue, ...field }) => (
              <TextField
                key={field.type}
                {...field}
                inputRef={(input: HTMLInputElement | null) => {
                  inputs.current[field.type] = input;
                }}
                error={fieldProblem(field.type) !== null}
                helperText={fieldProblem(field.type) ?? undefined}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (missing.has(field.type)) setMissing(new Set([...missing].filter((name) => name !== field.type)));
                  if (field.type === 'email') setEmailInvalid(false);
                  setSignInFailure(null);
                }}
                required
              />
            ))}
            <Button ref={signInButton.ref} type="submit" variant="contained" size="large" disabled={busy}>
              {resetting
                ? t(busy ? 'login.sendingLink' : 'login.sendLink')
                : t(busy ? 'login.signingIn' : 'login.signIn')}
            </Button>
          </Box>
          {resetting && (
            // One live region, there before anything is said in it, so a screen reader reads each answer.
            <Box role="status" sx={{ '&:not(:empty)': { mt: 2 } }}>
              {resetOutcome === 'sent' && (
                <Alert severity="success" role="none">
                  {t('login.linkSent')}
                </Alert>
              )}
            </Box>
          )}
          {resetting && resetOutcome !== null && resetOutcome !== 'sent' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(resetOutcome)}
            </Alert>
          )}
          <Button variant="text" sx={{ mt: 1.5 }} onClick={() => switchTo(resetting ? 'sign-in' : 'reset')}>
            {t(resetting ? 'login.backToSignIn' : 'login.forgot')}
          </Button>
          {!resetting && (
            <>
              <Divider sx={{ my: 3 }}>{t('login.or')}</Divider>
              <Button fullWidth variant="outlined" size="large" onClick={signInWithMicrosoft}>
                {t('login.azure')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
