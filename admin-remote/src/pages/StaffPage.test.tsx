import type { StaffMember } from '@app/domain';
import { useToasts } from '@app/platform';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteStaff, listStaff, listStaffSignIns, revokeStaff, setStaffLanguage, setStaffRole } from '../data/staff';
import { renderAdmin, signedInSession } from '../test/render';
import StaffPage from './StaffPage';

vi.mock('../data/staff', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data/staff')>()),
  listStaff: vi.fn(),
  listStaffSignIns: vi.fn(),
  inviteStaff: vi.fn(),
  setStaffRole: vi.fn(),
  setStaffLanguage: vi.fn(),
  revokeStaff: vi.fn(),
}));
vi.mock('../features/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/auth/session')>()),
  checkRole: vi.fn(async () => {}),
}));

const at = new Date('2026-03-01T12:05:00Z');

function member(overrides: Partial<StaffMember>): StaffMember {
  return {
    uid: 'u',
    email: 'someone@example.com',
    role: 'writer',
    language: null,
    invited_by: 'admin@example.com',
    invited_at: at,
    updated_at: at,
    revoked_at: null,
    ...overrides,
  };
}

const ME = member({ uid: 'admin-1', email: 'admin@example.com', role: 'admin', invited_by: null });
const EVA = member({ uid: 'eva', email: 'eva@example.se' });
const OLLE = member({ uid: 'olle', email: 'olle@example.se', role: null, revoked_at: at });

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  vi.mocked(listStaff).mockReset().mockResolvedValue([ME, EVA, OLLE]);
  // Not known yet (the list shows without them): the tests of sign-ins below give them.
  vi.mocked(listStaffSignIns).mockReset().mockResolvedValue(new Map());
  vi.mocked(inviteStaff).mockReset();
  vi.mocked(setStaffRole).mockReset();
  vi.mocked(setStaffLanguage).mockReset();
  vi.mocked(revokeStaff).mockReset();
  useToasts.setState({ toasts: [] });
});

describe('StaffPage', () => {
  it('lists the staff with role, invitation and status; the last admin can be neither demoted nor revoked, and says why', async () => {
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table', { name: 'Members of staff' });
    expect(screen.getByRole('tab', { name: 'Staff', selected: true })).toHaveAttribute('href', '/admin/staff');
    expect(rows()).toEqual([
      ['admin@example.com (you)', 'Admin', '1 Mar 2026, 13:05', 'Active'],
      ['eva@example.se', 'Writer', '1 Mar 2026, 13:05 by admin@example.com', 'Active'],
      ['olle@example.se', '—', '1 Mar 2026, 13:05 by admin@example.com', 'Access revoked 1 Mar 2026, 13:05'],
    ]);
    const demote = screen.getByRole('button', { name: 'Make writer' });
    expect(demote).toBeDisabled();
    expect(demote).toHaveAccessibleDescription('The last admin: make someone else an admin first.');
    expect(screen.getByRole('button', { name: 'Revoke access: admin@example.com' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revoke access: eva@example.se' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Revoke access: olle@example.se' })).toBeNull();
  });

  it('says its times are Stockholm time, in both languages', async () => {
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table', { name: 'Members of staff' });
    expect(screen.getByText(/Times are Stockholm time\.$/)).toBeInTheDocument();
    cleanup();
    await renderAdmin(<StaffPage />, { url: '/admin/staff', language: 'sv' });
    await screen.findByRole('table');
    expect(screen.getByText(/Tiderna är svensk tid\.$/)).toBeInTheDocument();
  });

  it('invites a colleague with the keyboard and shows the link to set a password', async () => {
    vi.mocked(inviteStaff).mockResolvedValue({
      uid: 'new',
      email: 'new@example.se',
      role: 'admin',
      passwordLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=abc',
      language: 'en',
      emailSent: true,
    });
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'new@example.se{Enter}');
    await waitFor(() =>
      expect(inviteStaff).toHaveBeenCalledWith({ email: 'new@example.se', role: 'admin', language: 'en' }),
    );
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText(/An e-mail with the link to set a password went to new@example.se/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to set a password' })).toHaveValue(
      'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=abc',
    );
    // The focus is on the link to pass on, not lost with the Send button disabled while it ran.
    expect(screen.getByRole('textbox', { name: 'Link to set a password' })).toHaveFocus();
    expect(listStaff).toHaveBeenCalledTimes(2);
  });

  it("invites from the Swedish console in Swedish: the request names the console's language, for the link's page and e-mail", async () => {
    vi.mocked(inviteStaff).mockResolvedValue({
      uid: 'ny',
      email: 'ny@example.se',
      role: 'writer',
      passwordLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=sv&oobCode=abc',
      language: 'sv',
      emailSent: true,
    });
    await renderAdmin(<StaffPage />, { url: '/admin/staff', language: 'sv' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: /E-postadress/ }), 'ny@example.se');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    await waitFor(() =>
      expect(inviteStaff).toHaveBeenCalledWith({ email: 'ny@example.se', role: 'writer', language: 'sv' }),
    );
    expect(await screen.findByText('Inbjudan skickad')).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'New password link: eva@example.se',
      'New password link made',
      /eva@example.se can now sign in as Writer once they have set a password/,
      'Link to set a password',
    ],
    [
      'sv',
      'Ny lösenordslänk: eva@example.se',
      'Ny lösenordslänk skapad',
      /eva@example.se kan logga in som skribent när ett lösenord är valt/,
      'Länk för att välja lösenord',
    ],
  ] as const)(
    'makes a member a new password link when theirs expired, from their row (%s)',
    async (language, button, title, done, link) => {
      // An invitation's link works for an hour: inviting the address again is refused as already
      // on the staff, so the member's row makes a new one (none for a revoked member).
      vi.mocked(inviteStaff).mockResolvedValue({
        uid: 'eva',
        email: 'eva@example.se',
        role: 'writer',
        passwordLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=new',
        language,
        emailSent: true,
      });
      await renderAdmin(<StaffPage />, { url: '/admin/staff', language });
      await screen.findByRole('table');
      expect(screen.queryByRole('button', { name: button.replace('eva@example.se', 'olle@example.se') })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() =>
        expect(inviteStaff).toHaveBeenCalledWith({ email: 'eva@example.se', role: 'writer', again: true, language }),
      );
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(done)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: link })).toHaveValue(
        'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=new',
      );
      expect(screen.getByRole('textbox', { name: link })).toHaveFocus();
    },
  );

  it.each([
    ['en', 'Invitation language', 'Swedish', 'sv', 'The link and the e-mail are in Swedish.'],
    ['sv', 'Inbjudans språk', 'Engelska', 'en', 'Länken och mejlet är på engelska.'],
  ] as const)(
    "invites in the language chosen for the colleague, the console's offered first (%s console)",
    async (console, label, chosen, language, said) => {
      vi.mocked(inviteStaff).mockResolvedValue({
        uid: 'ny',
        email: 'ny@example.se',
        role: 'writer',
        passwordLink: `http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=${language}&oobCode=abc`,
        language,
        emailSent: true,
      });
      await renderAdmin(<StaffPage />, { url: '/admin/staff', language: console });
      await screen.findByRole('table');
      const select = screen.getByRole('combobox', { name: label });
      expect(select).toHaveValue(console);
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(console === 'en' ? ['English', 'Swedish'] : ['Engelska', 'Svenska']);
      await userEvent.selectOptions(select, chosen);
      await userEvent.type(
        screen.getByRole('textbox', { name: /E-mail address|E-postadress/ }),
        'ny@example.se{Enter}',
      );
      await waitFor(() =>
        expect(inviteStaff).toHaveBeenCalledWith({ email: 'ny@example.se', role: 'writer', language }),
      );
      expect(await screen.findByText(said, { exact: false })).toBeInTheDocument();
      // The form is ready for the next colleague, in the console's language again.
      expect(screen.getByRole('combobox', { name: label })).toHaveValue(console);
    },
  );

  it.each([
    [
      'en',
      ['1 Mar 2026, 13:05, in English', '1 Mar 2026, 13:05 by admin@example.com, in Swedish'],
      'New password link: eva@example.se',
      'The link and the e-mail are in Swedish.',
    ],
    [
      'sv',
      ['1 mars 2026 13:05, på engelska', '1 mars 2026 13:05 av admin@example.com, på svenska'],
      'Ny lösenordslänk: eva@example.se',
      'Länken och mejlet är på svenska.',
    ],
  ] as const)(
    'says the language each member was invited in, which a new link from any console is in (%s)',
    async (language, invited, button, said) => {
      vi.mocked(listStaff).mockResolvedValue([{ ...ME, language: 'en' }, { ...EVA, language: 'sv' }, OLLE]);
      vi.mocked(inviteStaff).mockResolvedValue({
        uid: 'eva',
        email: 'eva@example.se',
        role: 'writer',
        passwordLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=sv&oobCode=new',
        language: 'sv',
        emailSent: true,
      });
      await renderAdmin(<StaffPage />, { url: '/admin/staff', language });
      await screen.findByRole('table');
      // A member invited before the language was stored (Olle) has none to say.
      expect(rows().map((row) => row[2])).toEqual([
        ...invited,
        expect.not.stringMatching(/English|Swedish|engelska|svenska/),
      ]);
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(said, { exact: false })).toBeInTheDocument();
    },
  );

  it.each([
    [
      'en',
      'Link language: eva@example.se',
      'English',
      'New links for eva@example.se are in English now.',
      ', in English',
    ],
    [
      'sv',
      'Länkarnas språk: eva@example.se',
      'Engelska',
      'Nya länkar till eva@example.se är nu på engelska.',
      ', på engelska',
    ],
  ] as const)(
    "changes the language of a member's new links from their row, and says so (%s)",
    async (language, label, english, said, inRow) => {
      vi.mocked(listStaff).mockResolvedValue([ME, { ...EVA, language: 'sv' }, OLLE]);
      vi.mocked(setStaffLanguage).mockResolvedValue({ uid: 'eva', language: 'en' });
      await renderAdmin(<StaffPage />, { url: '/admin/staff', language });
      await screen.findByRole('table');
      const select = screen.getByRole('combobox', { name: label });
      expect(select).toHaveValue('sv');
      // None in one's own row (nobody sends themselves a link from it), nor a revoked member's.
      expect(screen.getAllByRole('combobox', { name: /^(Link language|Länkarnas språk):/ })).toHaveLength(1);
      vi.mocked(listStaff).mockResolvedValue([ME, { ...EVA, language: 'en' }, OLLE]);
      await userEvent.selectOptions(select, english);
      await waitFor(() => expect(setStaffLanguage).toHaveBeenCalledWith({ uid: 'eva', language: 'en' }));
      await waitFor(() => expect(useToasts.getState().toasts.map((toast) => toast.description)).toContain(said));
      await waitFor(() => expect(rows()[1]?.[2]).toMatch(new RegExp(`${inRow}$`)));
      expect(screen.getByRole('combobox', { name: label })).toHaveValue('en');
    },
  );

  it('offers a member invited before languages were stored a choice, none chosen yet', async () => {
    vi.mocked(setStaffLanguage).mockResolvedValue({ uid: 'eva', language: 'sv' });
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Link language: eva@example.se' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["The console's", 'English', 'Swedish']);
    await userEvent.selectOptions(select, 'Swedish');
    await waitFor(() => expect(setStaffLanguage).toHaveBeenCalledWith({ uid: 'eva', language: 'sv' }));
  });

  it('says why a language change was refused, and the row keeps what is stored', async () => {
    vi.mocked(listStaff).mockResolvedValue([ME, { ...EVA, language: 'sv' }, OLLE]);
    vi.mocked(setStaffLanguage).mockRejectedValue(
      new FunctionsError('not-found', 'No member', { reason: 'not-staff' }),
    );
    await renderAdmin(<StaffPage />, { url: '/admin/staff', language: 'sv' });
    await screen.findByRole('table');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Länkarnas språk: eva@example.se' }),
      'Engelska',
    );
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((toast) => toast.description)).toContain(
        'Kontot finns inte längre i personalen (åtkomsten är redan återkallad).',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Länkarnas språk: eva@example.se' })).toHaveValue('sv');
  });

  it('sends one invitation when the form is submitted twice at once, and shows no refusal beside it', async () => {
    // Two submits before the page re-renders (a fast double submit): the button is not disabled
    // yet, so the second reached the server, which refused it as already on the staff, and the
    // page showed "Invitation sent" and that refusal at once.
    let answer: (value: Awaited<ReturnType<typeof inviteStaff>>) => void = () => {};
    vi.mocked(inviteStaff).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: /E-mail address/ });
    await userEvent.type(field, 'new@example.se');
    const form = field.closest('form');
    if (!form) throw new Error('the invitation form is missing');
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await act(async () =>
      answer({
        uid: 'new',
        email: 'new@example.se',
        role: 'writer',
        passwordLink: 'http://link',
        language: 'en',
        emailSent: true,
      }),
    );
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(inviteStaff).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This address already belongs to a member of staff.')).toBeNull();
    expect(field).toHaveAccessibleDescription(/Their work address/);
  });

  it('keeps the typed address and says why an invitation was refused, in Swedish too', async () => {
    vi.mocked(inviteStaff).mockRejectedValue(
      new FunctionsError('already-exists', 'eva@example.se is already a member of staff (writer).', {
        reason: 'already-staff',
      }),
    );
    await renderAdmin(<StaffPage />, { url: '/admin/staff', language: 'sv' });
    await screen.findByRole('table', { name: 'Personal' });
    const field = screen.getByRole('textbox', { name: /E-postadress/ });
    await userEvent.type(field, 'eva@example.se');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await screen.findByText('Adressen tillhör redan någon i personalen.')).toBeInTheDocument();
    expect(field).toHaveValue('eva@example.se');
    // Back in the field to correct, which the reason describes (the button it was sent from was disabled meanwhile).
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Adressen tillhör redan någon i personalen.');
  });

  it('says an invitation without its password link saved nothing, and keeps the address to send it again', async () => {
    vi.mocked(inviteStaff).mockRejectedValue(
      new FunctionsError('failed-precondition', 'The password link could not be made.', { reason: 'password-link' }),
    );
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: /E-mail address/ });
    await userEvent.type(field, 'eva@example.se{Enter}');
    expect(await screen.findByText(/password link could not be made, so nothing was saved/)).toBeInTheDocument();
    expect(field).toHaveValue('eva@example.se');
  });

  it('says an address whose account was invited as another is not the colleague’s, and keeps the address', async () => {
    vi.mocked(inviteStaff).mockRejectedValue(
      new FunctionsError('failed-precondition', 'The account was invited as eva@example.se.', {
        reason: 'address-changed',
      }),
    );
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: /E-mail address/ });
    await userEvent.type(field, 'new-hire@example.se{Enter}');
    expect(await screen.findByText(/it is not this colleague's/)).toBeInTheDocument();
    expect(field).toHaveValue('new-hire@example.se');
  });

  it('promotes a writer, and revokes access after asking', async () => {
    vi.mocked(setStaffRole).mockResolvedValue({ uid: 'eva', role: 'admin' });
    vi.mocked(revokeStaff).mockResolvedValue({ uid: 'eva', role: null });
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(setStaffRole).toHaveBeenCalledWith({ uid: 'eva', role: 'admin' }));
    expect(useToasts.getState().toasts.map((toast) => toast.description)).toContain('eva@example.se is now Admin.');

    await userEvent.click(screen.getByRole('button', { name: 'Revoke access: eva@example.se' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revokeStaff).toHaveBeenCalledWith({ uid: 'eva' }));
  });

  it.each([
    [
      'en',
      'Make admin',
      'Revoke access: eva@example.se',
      'Revoke access?',
      'Revoke',
      /eva@example.se can now sign in as Admin once they have set a password/,
      'Link to set a password',
    ],
    [
      'sv',
      'Gör till administratör',
      'Återkalla åtkomst: eva@example.se',
      'Återkalla åtkomst?',
      'Återkalla',
      /eva@example.se kan logga in som administratör när ett lösenord är valt/,
      'Länk för att välja lösenord',
    ],
  ] as const)(
    "keeps the invitation's panel true: a role change says the new role, a revocation takes its link away (%s)",
    async (language, makeAdmin, revokeLabel, revokeTitle, revokeButton, asAdmin, link) => {
      // Invited a moment ago (her row's new link), then made an admin and revoked: the panel must not
      // go on offering a link that no longer gives access, for a role she no longer has.
      vi.mocked(inviteStaff).mockResolvedValue({
        uid: 'eva',
        email: 'eva@example.se',
        role: 'writer',
        passwordLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=new',
        language,
        emailSent: true,
      });
      vi.mocked(setStaffRole).mockResolvedValue({ uid: 'eva', role: 'admin' });
      vi.mocked(revokeStaff).mockResolvedValue({ uid: 'eva', role: null, withdrawn: true });
      await renderAdmin(<StaffPage />, { url: '/admin/staff', language });
      await screen.findByRole('table');
      await userEvent.click(
        screen.getByRole('button', {
          name: revokeLabel.replace(/^[^:]+/, language === 'sv' ? 'Ny lösenordslänk' : 'New password link'),
        }),
      );
      expect(await screen.findByRole('textbox', { name: link })).toBeInTheDocument();

      vi.mocked(listStaff).mockResolvedValue([ME, { ...EVA, role: 'admin' }, OLLE]);
      await userEvent.click(screen.getByRole('button', { name: makeAdmin }));
      await waitFor(() => expect(setStaffRole).toHaveBeenCalledWith({ uid: 'eva', role: 'admin' }));
      expect(await screen.findByText(asAdmin)).toBeInTheDocument();

      vi.mocked(listStaff).mockResolvedValue([ME, { ...EVA, role: null, revoked_at: at }, OLLE]);
      await userEvent.click(screen.getByRole('button', { name: revokeLabel }));
      const dialog = await screen.findByRole('dialog', { name: revokeTitle });
      await userEvent.click(within(dialog).getByRole('button', { name: revokeButton }));
      await waitFor(() => expect(revokeStaff).toHaveBeenCalledWith({ uid: 'eva' }));
      await waitFor(() => expect(screen.queryByRole('textbox', { name: link })).toBeNull());
    },
  );

  it('keeps the focus in the row: on its role button after a role change, on its status once access is revoked', async () => {
    vi.mocked(setStaffRole).mockResolvedValue({ uid: 'eva', role: 'admin' });
    vi.mocked(revokeStaff).mockResolvedValue({ uid: 'eva', role: null });
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    vi.mocked(listStaff).mockResolvedValue([ME, { ...EVA, role: 'admin' }, OLLE]);
    screen.getByRole('button', { name: 'Make admin' }).focus();
    await userEvent.keyboard('{Enter}');
    const evaRow = () => screen.getAllByRole('row').find((row) => row.textContent?.includes('eva@example.se'));
    await waitFor(() =>
      expect(within(evaRow() as HTMLElement).getByRole('button', { name: 'Make writer' })).toHaveFocus(),
    );

    vi.mocked(listStaff).mockResolvedValue([ME, { ...EVA, role: null, revoked_at: at }, OLLE]);
    screen.getByRole('button', { name: 'Revoke access: eva@example.se' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(evaRow() as HTMLElement).getByText(/^Access revoked/)).toHaveFocus());
  });

  it('shows the server’s refusal of the last admin’s demotion as a message in the console’s words', async () => {
    vi.mocked(listStaff).mockResolvedValue([ME, member({ uid: 'other', email: 'other@example.com', role: 'admin' })]);
    vi.mocked(setStaffRole).mockRejectedValue(
      new FunctionsError('failed-precondition', 'This is the last admin…', { reason: 'last-admin' }),
    );
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    await userEvent.click(screen.getAllByRole('button', { name: 'Make writer' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Make yourself a writer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make writer' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((toast) => toast.description)).toContain(
        'This is the last admin: make another member of staff an admin first, so someone can still manage the staff.',
      ),
    );
  });
});

describe('demoting yourself', () => {
  it('asks first, since only another admin could undo it; another admin is demoted at once', async () => {
    const OTHER = member({ uid: 'other', email: 'other@example.com', role: 'admin' });
    vi.mocked(listStaff).mockResolvedValue([ME, OTHER]);
    vi.mocked(setStaffRole).mockResolvedValue({ uid: 'other', role: 'writer' } as never);
    await renderAdmin(<StaffPage />, { url: '/admin/staff', language: 'sv' });
    await screen.findByRole('table');
    const [own, others] = screen.getAllByRole('button', { name: 'Gör till skribent' });
    await userEvent.click(own as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Göra dig själv till skribent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(setStaffRole).not.toHaveBeenCalled();
    await userEvent.click(others as HTMLElement);
    await waitFor(() => expect(setStaffRole).toHaveBeenCalledWith({ uid: 'other', role: 'writer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setStaffRole).toHaveBeenCalledTimes(1);
  });
});

describe('the staff screen for a writer', () => {
  it('is not offered: the admins-only page answers with a way back', async () => {
    const { AdminOnly } = await import('../features/auth/RequireStaff');
    await renderAdmin(
      <AdminOnly>
        <StaffPage />
      </AdminOnly>,
      { url: '/admin/staff', session: signedInSession('writer') },
    );
    expect(screen.getByRole('heading', { name: 'For admins only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the blog posts' })).toHaveAttribute('href', '/admin/blog');
    expect(listStaff).not.toHaveBeenCalled();
  });
});

describe('an invitation nobody took up, and one’s own access', () => {
  it('says so when revoking withdrew an invitation (the colleague never signed in), in both languages', async () => {
    vi.mocked(revokeStaff).mockResolvedValue({ uid: 'eva', role: null, withdrawn: true });
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access: eva@example.se' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    expect(dialog).toHaveTextContent('If they never signed in, their invitation is withdrawn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((toast) => [toast.title, toast.description])).toContainEqual([
        'Invitation withdrawn',
        'eva@example.se never signed in; the invitation link no longer gives access.',
      ]),
    );
    cleanup();
    useToasts.setState({ toasts: [] });
    await renderAdmin(<StaffPage />, { url: '/admin/staff', language: 'sv' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Återkalla åtkomst: eva@example.se' }));
    const svDialog = await screen.findByRole('dialog', { name: 'Återkalla åtkomst?' });
    await userEvent.click(within(svDialog).getByRole('button', { name: 'Återkalla' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((toast) => [toast.title, toast.description])).toContainEqual([
        'Inbjudan tillbakadragen',
        'eva@example.se loggade aldrig in; inbjudningslänken ger inte längre åtkomst.',
      ]),
    );
  });

  it('offers no revocation of one’s own access, saying another admin does it; the server’s refusal is in words too', async () => {
    const OTHER = member({ uid: 'other', email: 'other@example.com', role: 'admin' });
    vi.mocked(listStaff).mockResolvedValue([ME, OTHER, EVA]);
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    const own = screen.getByRole('button', { name: 'Revoke access: admin@example.com' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('Your own access: another admin revokes it.');
    expect(screen.getByRole('button', { name: 'Revoke access: other@example.com' })).toBeEnabled();

    vi.mocked(revokeStaff).mockRejectedValue(
      new FunctionsError('failed-precondition', 'You cannot remove your own access…', { reason: 'self' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access: other@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((toast) => toast.description)).toContain(
        'Nobody revokes their own access: another admin does it.',
      ),
    );
  });
});

describe('who has taken up their invitation', () => {
  const signedIn = new Date('2026-03-04T08:30:00Z');
  beforeEach(() => {
    vi.mocked(listStaffSignIns).mockResolvedValue(
      new Map([
        ['admin-1', { state: 'signed-in', lastSignInAt: signedIn }],
        ['eva', { state: 'never', lastSignInAt: null }],
        ['olle', { state: 'signed-in', lastSignInAt: signedIn }],
      ]),
    );
  });

  it.each([
    [
      'en',
      [
        ['admin@example.com (you)', 'Admin', '1 Mar 2026, 13:05', 'Active, last signed in 4 Mar 2026, 09:30'],
        ['eva@example.se', 'Writer', '1 Mar 2026, 13:05 by admin@example.com', 'Invited, not signed in yet'],
        ['olle@example.se', '—', '1 Mar 2026, 13:05 by admin@example.com', 'Access revoked 1 Mar 2026, 13:05'],
      ],
      'New password link: eva@example.se',
      'New password link made',
    ],
    [
      'sv',
      [
        ['admin@example.com (du)', 'Administratör', '1 mars 2026 13:05', 'Aktiv, senast inloggad 4 mars 2026 09:30'],
        ['eva@example.se', 'Skribent', '1 mars 2026 13:05 av admin@example.com', 'Inbjuden, har inte loggat in än'],
        ['olle@example.se', '—', '1 mars 2026 13:05 av admin@example.com', 'Åtkomst återkallad 1 mars 2026 13:05'],
      ],
      'Ny lösenordslänk: eva@example.se',
      'Ny lösenordslänk skapad',
    ],
  ] as const)(
    'says on each row whether the colleague has signed in, and sends an invitation nobody took up again (%s)',
    async (language, expected, button, title) => {
      vi.mocked(inviteStaff).mockResolvedValue({
        uid: 'eva',
        email: 'eva@example.se',
        role: 'writer',
        passwordLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=again',
        language,
        emailSent: true,
      });
      await renderAdmin(<StaffPage />, { url: '/admin/staff', language });
      await screen.findByRole('table');
      await waitFor(() => expect(rows()).toEqual(expected));
      await userEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() =>
        expect(inviteStaff).toHaveBeenCalledWith({ email: 'eva@example.se', role: 'writer', again: true, language }),
      );
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Link to set a password|Länk för att välja lösenord/ })).toHaveValue(
        'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=again',
      );
    },
  );

  it('says when an account was deleted, and shows the list with a warning when sign-ins cannot be read', async () => {
    vi.mocked(listStaffSignIns).mockResolvedValue(new Map([['eva', { state: 'no-account', lastSignInAt: null }]]));
    await renderAdmin(<StaffPage />, { url: '/admin/staff' });
    await screen.findByRole('table');
    await waitFor(() => expect(rows()[1]?.[3]).toBe('No account: it was deleted in the Firebase console'));
    cleanup();
    vi.mocked(listStaffSignIns).mockRejectedValue(new FunctionsError('internal', 'down'));
    await renderAdmin(<StaffPage />, { url: '/admin/staff', language: 'sv' });
    await screen.findByRole('table');
    expect(
      await screen.findByText('Det gick inte att läsa om kollegorna har loggat in. Uppdatera för att försöka igen.'),
    ).toBeInTheDocument();
    expect(rows().map((row) => row[3])).toEqual(['Aktiv', 'Aktiv', 'Åtkomst återkallad 1 mars 2026 13:05']);
  });
});
