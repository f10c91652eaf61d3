import { useToasts } from '@app/platform';
import { type NavigateFunction, useLocation, useNavigate } from '@app/platform/router';
import { currentLocation, dropFocusOfDisabled } from '@app/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../features/auth/session';
import { markStaffRemoved, rememberStaff } from '../features/auth/staffHint';
import { currentPath, renderAdmin, signedInSession } from '../test/render';
import LoginPage from './LoginPage';

vi.mock('@app/platform/auth', () => ({ auth: () => ({}) }));

const firebaseAuth = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  linkWithCredential: vi.fn(),
  credentialFromError: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
}));
vi.mock('firebase/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/auth')>();
  class OAuthProvider extends actual.OAuthProvider {
    static override credentialFromError = firebaseAuth.credentialFromError;
  }
  return {
    ...actual,
    OAuthProvider,
    signInWithPopup: firebaseAuth.signInWithPopup,
    signInWithEmailAndPassword: firebaseAuth.signInWithEmailAndPassword,
    linkWithCredential: firebaseAuth.linkWithCredential,
    sendPasswordResetEmail: firebaseAuth.sendPasswordResetEmail,
  };
});

/** The sign-in page at /auth, as the console mounts it; elsewhere the address it went to. */
function SignInAtAuth() {
  const { pathname } = useLocation();
  return pathname === '/auth' ? <LoginPage /> : <p>At {pathname}</p>;
}

/** The browser's Back and Forward, as the router's history goes (the sign-in page's router). */
let go: NavigateFunction = () => {};
function HistoryButtons() {
  go = useNavigate();
  return null;
}

const toasts = () => useToasts.getState().toasts.map(({ kind, description }) => ({ kind, description }));

describe('LoginPage', () => {
  beforeEach(() => {
    for (const mock of Object.values(firebaseAuth)) mock.mockReset();
    window.localStorage.clear();
  });

  it('waits until Auth knows whether a session exists before it shows the form', async () => {
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'loading' } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the sign-in form to a visitor without a session', async () => {
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
    expect(screen.getByRole('textbox', { name: /e-?mail/i })).toBeInTheDocument();
  });

  it("links Microsoft to an invited colleague's account after one sign-in with its password", async () => {
    const credential = { providerId: 'microsoft.com' };
    const user = { uid: 'colleague' };
    firebaseAuth.signInWithPopup.mockRejectedValue(
      new FirebaseError('auth/account-exists-with-different-credential', 'exists', { email: 'kim@example.com' }),
    );
    firebaseAuth.credentialFromError.mockReturnValue(credential);
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user });
    firebaseAuth.linkWithCredential.mockResolvedValue({ user });
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Azure' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This address already has an account.');
    expect(screen.getByRole('textbox', { name: /e-?mail/i })).toHaveValue('kim@example.com');

    await userEvent.type(screen.getByLabelText(/password/i), 'from-the-invitation');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(firebaseAuth.linkWithCredential).toHaveBeenCalledWith(user, credential));
    expect(firebaseAuth.signInWithEmailAndPassword).toHaveBeenCalledWith({}, 'kim@example.com', 'from-the-invitation');
    expect(toasts()).toContainEqual({
      kind: 'success',
      description: 'Microsoft sign-in is now added to your account.',
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says in Swedish what to do', async () => {
    firebaseAuth.signInWithPopup.mockRejectedValue(
      new FirebaseError('auth/account-exists-with-different-credential', 'exists', { email: 'kim@example.com' }),
    );
    firebaseAuth.credentialFromError.mockReturnValue({ providerId: 'microsoft.com' });
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Logga in med Azure' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Den här adressen har redan ett konto.');
  });

  it.each([
    ['en', 'Email', /^Password/, 'Sign In', 'Required: fill this in.'],
    ['sv', 'E-post', /^Lösenord/, 'Logga in', 'Obligatoriskt: fyll i det här.'],
  ] as const)(
    'marks an empty field, says why and puts the focus in it, rather than only a toast (%s)',
    async (language, emailName, passwordName, signIn, required) => {
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
      await userEvent.type(screen.getByRole('textbox', { name: emailName }), 'kim@example.com');
      await userEvent.click(screen.getByRole('button', { name: signIn }));
      const password = screen.getByLabelText(passwordName);
      expect(password).toHaveFocus();
      expect(password).toBeInvalid();
      expect(password).toHaveAccessibleDescription(required);
      expect(screen.getByRole('textbox', { name: emailName })).not.toBeInvalid();
      expect(firebaseAuth.signInWithEmailAndPassword).not.toHaveBeenCalled();
      // Typed in, it is no longer marked.
      await userEvent.type(password, 'secret');
      expect(password).not.toBeInvalid();
    },
  );

  it.each([
    ['en', 'Email', /^Password/, 'Sign In', 'Invalid credentials'],
    ['sv', 'E-post', /^Lösenord/, 'Logga in', 'Felaktiga inloggningsuppgifter'],
  ] as const)(
    '(%s) a wrong password is said in the form until a field is edited, the password focused to type again, no toast',
    async (language, emailName, passwordName, signIn, said) => {
      useToasts.setState({ toasts: [] });
      let refuse: (error: unknown) => void = () => {};
      firebaseAuth.signInWithEmailAndPassword.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
      await userEvent.type(screen.getByRole('textbox', { name: emailName }), 'kim@example.com');
      const password = screen.getByLabelText<HTMLInputElement>(passwordName);
      await userEvent.type(password, 'wrong');
      await userEvent.click(screen.getByRole('button', { name: signIn }));
      const button = screen.getByRole<HTMLButtonElement>('button', { name: /…$/ });
      expect(button).toBeDisabled();
      dropFocusOfDisabled(button);
      await act(async () =>
        refuse(new FirebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).')),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(said);
      // Tied to the form it is about.
      const form = password.closest('form');
      expect(form?.getAttribute('aria-describedby')).toBe(alert.id);
      expect(form).toHaveAccessibleDescription(said);
      // Not on the page's body, nor back on Sign In: in the password, selected, to be typed again.
      await waitFor(() => expect(password).toHaveFocus());
      expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'wrong'.length]);
      expect(toasts()).toEqual([]);
      // It stays (a toast goes) until the visitor changes what was refused.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('alert')).toHaveTextContent(said);
      await userEvent.type(password, 'x');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(form).not.toHaveAttribute('aria-describedby');
    },
  );

  it('gives the focus back to Sign In after a sign-in that failed for another reason (to try again)', async () => {
    let refuse: (error: unknown) => void = () => {};
    firebaseAuth.signInWithEmailAndPassword.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'kim@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in…' });
    dropFocusOfDisabled(button);
    expect(document.body).toHaveFocus();
    await act(async () =>
      refuse(new FirebaseError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).')),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in service could not be reached.');
  });

  describe('a sign-in Auth refuses as disabled (a revoked member: Auth says so before it checks the password)', () => {
    const disabled = () => new FirebaseError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).');
    beforeEach(() => useToasts.setState({ toasts: [] }));

    async function signInAs(email: string, language: 'en' | 'sv') {
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
      await userEvent.type(screen.getByRole('textbox', { name: language === 'sv' ? 'E-post' : 'Email' }), email);
      await userEvent.type(screen.getByLabelText(language === 'sv' ? /Lösenord/ : /Password/), 'old-password');
      await userEvent.click(screen.getByRole('button', { name: language === 'sv' ? 'Logga in' : 'Sign In' }));
    }

    it.each([
      [
        'en',
        "Your access to the console was removed, so this account can no longer sign in. If you still need it, ask one of the console's admins to invite you again.",
      ],
      [
        'sv',
        'Din åtkomst till konsolen har tagits bort, så det här kontot kan inte längre logga in. Behöver du den fortfarande kan du be någon av konsolens administratörer att bjuda in dig igen.',
      ],
    ] as const)(
      '(%s) in the browser that held this member’s staff session (a fresh tab): says the access was removed',
      async (language, said) => {
        rememberStaff('kim-1', 'kim@example.com');
        firebaseAuth.signInWithEmailAndPassword.mockRejectedValue(disabled());
        await signInAs(' Kim@Example.com', language);
        expect(await screen.findByRole('alert')).toHaveTextContent(said);
        expect(screen.getByRole('alert')).not.toHaveTextContent('auth/');
      },
    );

    it('anywhere else, or for another address: what a wrong password says, so nobody learns the address was staff’s', async () => {
      firebaseAuth.signInWithEmailAndPassword.mockRejectedValue(disabled());
      await signInAs('kim@example.com', 'sv');
      expect(await screen.findByRole('alert')).toHaveTextContent('Felaktiga inloggningsuppgifter');
      rememberStaff('eva-1', 'eva@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
      await waitFor(() => expect(firebaseAuth.signInWithEmailAndPassword).toHaveBeenCalledTimes(2));
      expect(await screen.findByRole('alert')).toHaveTextContent('Felaktiga inloggningsuppgifter');
      expect(screen.getByRole('alert')).not.toHaveTextContent(/tagits bort|avstängt/);
    });

    it('a Microsoft sign-in refused so, for the address this browser held: says the access was removed', async () => {
      rememberStaff('kim-1', 'kim@example.com');
      firebaseAuth.signInWithPopup.mockRejectedValue(
        new FirebaseError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).', { email: 'kim@example.com' }),
      );
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Azure' }));
      await waitFor(() =>
        expect(toasts()).toContainEqual({
          kind: 'error',
          description:
            "Your access to the console was removed, so this account can no longer sign in. If you still need it, ask one of the console's admins to invite you again.",
        }),
      );
    });
  });

  it.each([
    ['auth/too-many-requests', 'Too many attempts with this account. Wait a few minutes, then try again.'],
    ['auth/network-request-failed', 'The sign-in service could not be reached. Check your connection and try again.'],
    ['auth/internal-error', 'Something went wrong while signing in. Please try again.'],
  ])('explains %s in words, for a password and for Microsoft', async (code, text) => {
    const error = new FirebaseError(code, `Firebase: Error (${code}).`);
    firebaseAuth.signInWithEmailAndPassword.mockRejectedValue(error);
    firebaseAuth.signInWithPopup.mockRejectedValue(error);
    useToasts.setState({ toasts: [] });
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
    await userEvent.type(screen.getByRole('textbox', { name: /e-?mail/i }), 'kim@example.com');
    await userEvent.type(screen.getByLabelText(/password/i), 'a-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Azure' }));
    // The password's in the form (it stays), Microsoft's as a toast.
    await waitFor(() => expect(toasts().filter(({ description }) => description === text)).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(JSON.stringify(toasts())).not.toContain('auth/');
  });

  it.each([
    ['password', 'a member of staff is welcomed', 'writer', 1],
    ['password', 'an account without a staff role is not welcomed: the "No access" page says why', null, 0],
    ['Microsoft', 'a member of staff is welcomed', 'admin', 1],
    ['Microsoft', 'an account without a staff role is not welcomed: the "No access" page says why', null, 0],
  ] as const)('signed in with %s, once the session knows the role, %s', async (way, _name, role, welcomes) => {
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: { uid: `${role ?? 'nobody'}-1` } });
    firebaseAuth.signInWithPopup.mockResolvedValue({ user: { uid: `${role ?? 'nobody'}-1` } });
    useToasts.setState({ toasts: [] });
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
    if (way === 'password') {
      await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'kim@example.com');
      await userEvent.type(screen.getByLabelText(/^Password/), 'a-password');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(firebaseAuth.signInWithEmailAndPassword).toHaveBeenCalled());
    } else {
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Azure' }));
      await waitFor(() => expect(firebaseAuth.signInWithPopup).toHaveBeenCalled());
    }
    // The session follows Auth (session.ts): the account's role is read after the sign-in.
    act(() => useSessionStore.setState({ session: signedInSession(role) }));
    await waitFor(() =>
      expect(toasts().filter(({ kind }) => kind === 'success')).toEqual(
        welcomes ? [{ kind: 'success', description: "You've successfully logged in." }] : [],
      ),
    );
  });

  it('a second click on Sign in with Azure, which cancels the first window, is no failure', async () => {
    useToasts.setState({ toasts: [] });
    let first = true;
    firebaseAuth.signInWithPopup.mockImplementation(() => {
      if (!first) return new Promise(() => {});
      first = false;
      // Firebase ends the window of the first call when a second opens (PopupOperation.cancel).
      return Promise.reject(
        new FirebaseError('auth/cancelled-popup-request', 'Firebase: Error (auth/cancelled-popup-request).'),
      );
    });
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Sign in with Azure' }));
    await waitFor(() => expect(firebaseAuth.signInWithPopup).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(toasts()).toEqual([]);
  });

  it.each([
    [
      'en',
      'You are signed in, but your access could not be checked: the database could not be reached. Check your connection; the console tries again every few seconds.',
    ],
    [
      'sv',
      'Du är inloggad, men din behörighet kunde inte kontrolleras: databasen gick inte att nå. Kontrollera anslutningen; konsolen försöker igen med några sekunders mellanrum.',
    ],
  ] as const)(
    '(%s) says so when the account is signed in but its role could not be read, rather than nothing',
    async (language, text) => {
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
      expect(screen.queryByText(text)).toBeNull();
      act(() => useSessionStore.setState({ roleUnread: true }));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      act(() => useSessionStore.setState({ roleUnread: false }));
      expect(screen.queryByText(text)).toBeNull();
    },
  );

  describe('Forgot your password?', () => {
    const NEUTRAL = {
      en: 'If the address belongs to a member of staff, a link is on its way.',
      sv: 'Om adressen tillhör en medarbetare är en länk på väg.',
    };

    it.each([
      ['en', 'Email', 'Forgot your password?', 'Send link', '/auth'],
      ['sv', 'E-post', 'Glömt lösenordet?', 'Skicka länk', '/sv/auth'],
    ] as const)(
      "asks for the e-mail in the page's language, its link back to the sign-in page in it (%s)",
      async (language, emailName, forgot, send, continuePath) => {
        // The e-mail's language is Auth's `languageCode` as the request is sent.
        const requested: { languageCode: unknown; url: string }[] = [];
        firebaseAuth.sendPasswordResetEmail.mockImplementation(
          async (instance: { languageCode?: unknown }, _email: string, settings: { url: string }) => {
            requested.push({ languageCode: instance.languageCode, url: settings.url });
          },
        );
        await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
        await userEvent.click(screen.getByRole('button', { name: forgot }));
        await userEvent.type(screen.getByRole('textbox', { name: emailName }), 'kim@example.com');
        await userEvent.click(screen.getByRole('button', { name: send }));
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL[language]));
        expect(requested).toEqual([{ languageCode: language, url: `${window.location.origin}${continuePath}` }]);
      },
    );

    it('sends the password e-mail to the address typed, back to /auth, and answers neutrally', async () => {
      firebaseAuth.sendPasswordResetEmail.mockResolvedValue(undefined);
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
      await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'kim@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      // The address typed stays, the focus is in it, and the password is not asked for.
      const email = screen.getByRole('textbox', { name: /^Email/ });
      expect(email).toHaveValue('kim@example.com');
      expect(email).toHaveFocus();
      expect(screen.queryByLabelText(/^Password/)).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL.en));
      expect(firebaseAuth.sendPasswordResetEmail).toHaveBeenCalledTimes(1);
      expect(firebaseAuth.sendPasswordResetEmail).toHaveBeenCalledWith(
        expect.anything(),
        'kim@example.com',
        expect.objectContaining({ url: `${window.location.origin}/auth` }),
      );
      expect(firebaseAuth.signInWithEmailAndPassword).not.toHaveBeenCalled();
      // Back to sign in, with the address still there.
      await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('kim@example.com');
    });

    it.each([['auth/user-not-found'], ['auth/user-disabled']])(
      'says the same for an address Firebase refuses as %s, so the page tells no one who is staff',
      async (code) => {
        firebaseAuth.sendPasswordResetEmail.mockRejectedValue(new FirebaseError(code, `Firebase: Error (${code}).`));
        await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language: 'sv' });
        await userEvent.click(screen.getByRole('button', { name: 'Glömt lösenordet?' }));
        expect(screen.getByRole('heading', { level: 1, name: 'Återställ lösenordet' })).toBeInTheDocument();
        await userEvent.type(screen.getByRole('textbox', { name: /^E-post/ }), 'nobody@example.com');
        await userEvent.click(screen.getByRole('button', { name: 'Skicka länk' }));
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL.sv));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(document.body.textContent).not.toContain('auth/');
      },
    );

    it.each([
      ['en', 'auth/too-many-requests', 'Too many link requests. Wait a few minutes, then try again.'],
      ['sv', 'auth/too-many-requests', 'Du har bett om för många länkar. Vänta några minuter och försök sedan igen.'],
      [
        'en',
        'auth/network-request-failed',
        'The sign-in service could not be reached. Check your connection and try again.',
      ],
      ['sv', 'auth/internal-error', 'Länken kunde inte skickas. Försök igen.'],
    ] as const)('(%s) says %s in words of its own, not that a link is on its way', async (language, code, text) => {
      firebaseAuth.sendPasswordResetEmail.mockRejectedValue(new FirebaseError(code, `Firebase: Error (${code}).`));
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
      await userEvent.click(
        screen.getByRole('button', { name: language === 'en' ? 'Forgot your password?' : 'Glömt lösenordet?' }),
      );
      await userEvent.type(screen.getByRole('textbox', { name: /^E-?(mail|post)/i }), 'kim@example.com');
      await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Send link' : 'Skicka länk' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByText(NEUTRAL[language], { exact: false })).toBeNull();
    });

    it('has its live region in the page, shown, before anything is said in it, so the answer is read out', async () => {
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      const region = screen.getByRole('status');
      expect(region).toBeEmptyDOMElement();
      expect(region).toBeVisible();
    });

    it('asks for an e-mail address at the field before sending anything', async () => {
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      const email = screen.getByRole('textbox', { name: /^Email/ });
      await userEvent.type(email, 'kim@example');
      await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
      expect(email).toBeInvalid();
      expect(email).toHaveFocus();
      expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
      expect(firebaseAuth.sendPasswordResetEmail).not.toHaveBeenCalled();
    });
  });

  describe('its place in the history', () => {
    it('is an entry of its own: Back returns to the sign-in form and Forward to the reset form, the address typed kept', async () => {
      await renderAdmin(
        <>
          <LoginPage />
          <HistoryButtons />
        </>,
        { url: '/auth', session: { status: 'signed-out' } },
      );
      expect(document.title).toBe('Sign in · Admin · Northwind AI');
      await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'kim@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/auth?reset');
      expect(document.title).toBe('Reset your password · Admin · Northwind AI');

      await act(async () => go(-1));
      expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/auth');
      expect(document.title).toBe('Sign in · Admin · Northwind AI');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('kim@example.com');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();

      await act(async () => go(1));
      expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Password/)).toBeNull();
      // Back to sign in is the same step back: no third entry, so Forward again reaches the reset form.
      await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(currentLocation()).toBe('/auth');
      await act(async () => go(1));
      expect(currentLocation()).toBe('/auth?reset');
    });

    it('opened at its own address, in Swedish: titled so, and Back to sign in takes its place', async () => {
      await renderAdmin(<LoginPage />, { url: '/auth?reset', session: { status: 'signed-out' }, language: 'sv' });
      expect(screen.getByRole('heading', { level: 1, name: 'Återställ lösenordet' })).toBeInTheDocument();
      expect(document.title).toBe('Återställ lösenordet · Admin · Northwind AI');
      await userEvent.click(screen.getByRole('button', { name: 'Tillbaka till inloggningen' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Admininloggning' })).toBeInTheDocument();
      expect(currentPath()).toBe('/auth');
      expect(document.title).toBe('Logga in · Admin · Northwind AI');
    });

    it('keeps the address to return to once signed in, through the reset form and back', async () => {
      await renderAdmin(
        <>
          <SignInAtAuth />
          <HistoryButtons />
        </>,
        { url: '/auth', session: { status: 'signed-out' } },
      );
      await act(async () => go('/auth', { replace: true, state: { returnTo: '/admin/leads' } }));
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
      act(() => useSessionStore.setState({ session: signedInSession('admin') }));
      expect(await screen.findByText('At /admin/leads')).toBeInTheDocument();
    });
  });

  describe('a member of staff whose access was removed while signed in', () => {
    it.each([
      [
        'en',
        'Your access was removed',
        "Your access to the console was removed while you were signed in, so you were signed out. If you still need it, ask one of the console's admins to invite you again.",
      ],
      [
        'sv',
        'Din åtkomst har tagits bort',
        'Din åtkomst till konsolen togs bort medan du var inloggad, så du har loggats ut. Behöver du den fortfarande kan du be någon av konsolens administratörer att bjuda in dig igen.',
      ],
    ] as const)('(%s) is told so, and whom to ask', async (language, title, body) => {
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => useSessionStore.setState({ accessRemoved: true }));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(body);
    });

    it.each([
      ['en', 'Your access was removed'],
      ['sv', 'Din åtkomst har tagits bort'],
    ] as const)(
      '(%s) so is a tab opened afterwards in the same browser, which never knew them',
      async (language, title) => {
        rememberStaff('kim-1', 'kim@example.com');
        markStaffRemoved('kim-1');
        await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
        expect(screen.getByRole('alert')).toHaveTextContent(title);
      },
    );

    it.each([
      ['en', 'Your access was removed'],
      ['sv', 'Din åtkomst har tagits bort'],
    ] as const)(
      '(%s) so is a tab already open on the sign-in page when another tab learns it, and a Logout there takes it away',
      async (language, title) => {
        rememberStaff('kim-1', 'kim@example.com');
        await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' }, language });
        expect(screen.queryByRole('alert')).toBeNull();
        /** What another tab's write of the record looks like here: the browser's storage event. */
        const anotherTab = (write: () => void) => {
          const oldValue = window.localStorage.getItem('admin.staffSession');
          write();
          const newValue = window.localStorage.getItem('admin.staffSession');
          act(() => {
            window.dispatchEvent(
              new StorageEvent('storage', {
                key: 'admin.staffSession',
                oldValue,
                newValue,
                storageArea: window.localStorage,
              }),
            );
          });
        };
        anotherTab(() => markStaffRemoved('kim-1'));
        expect(screen.getByRole('alert')).toHaveTextContent(title);
        anotherTab(() => window.localStorage.removeItem('admin.staffSession'));
        expect(screen.queryByRole('alert')).toBeNull();
      },
    );

    it('a browser whose member logged out (or never signed in) shows nothing of the kind', async () => {
      rememberStaff('kim-1', 'kim@example.com');
      await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
