import type { LeadInboxRow, ResendableLeadEvent, ResendLeadResult } from '@app/domain';
import { useToasts } from '@app/platform';
import { useLocation, useNavigationType } from '@app/platform/router';
import { currentLocation } from '@app/shared-ui/testing';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { useEffect, useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadFilters } from '../data/leads';
import type { ListPage, PageCursor } from '../data/lists';
import { renderAdmin } from '../test/render';
import LeadsPage from './LeadsPage';

/**
 * What the shell's ScrollToTop (shell/src/frame/ScrollToTop.tsx) does on a pushed address with a
 * new query, rendered before the page as the shell renders it: the focus to the start of <main>.
 */
function ShellFocusOnPush() {
  const { search } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = search;
    if (before !== null && navigationType === 'PUSH' && before !== search) document.getElementById('main')?.focus();
  }, [search, navigationType]);
  return null;
}

const listLeads = vi.fn<(filters: LeadFilters, after: PageCursor | null) => Promise<ListPage<LeadInboxRow>>>();
const findLeadsByEmail = vi.fn<(email: string) => Promise<LeadInboxRow[]>>();
const resendLead = vi.fn<(id: string, event?: ResendableLeadEvent) => Promise<ResendLeadResult>>();
const eraseLeads = vi.fn<(email: string) => Promise<{ erased: number }>>();
vi.mock('../data/leads', async (importOriginal) => ({
  callErrorKey: (await importOriginal<typeof import('../data/leads')>()).callErrorKey,
  listLeads: (filters: LeadFilters, after: PageCursor | null) => listLeads(filters, after),
  findLeadsByEmail: (email: string) => findLeadsByEmail(email),
  resendLead: (...args: [string, ResendableLeadEvent?]) => resendLead(...args),
  eraseLeads: (email: string) => eraseLeads(email),
}));
const downloads: { name: string; text: string; type: string }[] = [];
vi.mock('../features/leads/exportLeads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/leads/exportLeads')>()),
  download: (name: string, text: string, type: string) => downloads.push({ name, text, type }),
}));

/** Every lead in one page. */
const onePage = (items: LeadInboxRow[]): ListPage<LeadInboxRow> => ({ items, next: null });

function row(overrides: Partial<LeadInboxRow>): LeadInboxRow {
  return {
    id: 'lead-1',
    type: 'newsletter',
    email: 'anna@example.se',
    firstName: null,
    lastName: null,
    name: null,
    company: null,
    message: null,
    page: null,
    // 12:05 UTC: 13:05 in Stockholm.
    createdAt: new Date('2026-03-01T12:05:00Z'),
    state: 'delivered',
    attempts: 1,
    lastAttemptAt: new Date('2026-03-01T12:05:01Z'),
    lastError: null,
    expiresAt: new Date('2029-03-01T12:05:00Z'),
    unsubscribedAt: null,
    unsubscribedDelivery: null,
    unsubscribeUrlDelivery: null,
    ...overrides,
  };
}

const ROWS = [
  row({
    id: 'new',
    type: 'contact',
    email: 'eva@example.se',
    name: 'Eva Lund',
    company: 'Lund AB',
    message: 'Can you help with invoices?',
    page: '/sv/contact',
    state: 'failed',
    attempts: 4,
    lastError: 'webhook answered HTTP 500',
  }),
  row({
    id: 'mid',
    type: 'quiz',
    email: 'olle@example.se',
    state: 'retrying',
    attempts: 2,
    lastError: 'webhook unreachable',
  }),
  row({ id: 'old', email: 'anna@example.se', createdAt: new Date('2026-02-01T08:00:00Z') }),
];

const toasts = () => useToasts.getState().toasts.map(({ kind, title, description }) => ({ kind, title, description }));
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('row')
    .slice(1);
const cells = (tableRow: HTMLElement) =>
  within(tableRow)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  listLeads.mockReset();
  findLeadsByEmail.mockReset();
  resendLead.mockReset();
  eraseLeads.mockReset();
  downloads.length = 0;
  useToasts.setState({ toasts: [] });
});

describe('LeadsPage', () => {
  it('lists the leads in the order given (newest first) with kind, e-mail, what they sent, Stockholm time, state and attempts', async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });

    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads', selected: true })).toHaveAttribute('href', '/admin/leads');
    expect(screen.getByRole('tab', { name: 'Blogs' })).toHaveAttribute('href', '/admin/blog');
    await screen.findByRole('table', { name: 'Leads' });
    expect(listLeads).toHaveBeenCalledWith({ type: undefined, state: undefined }, null);
    expect(bodyRows().map(cells)).toEqual([
      [
        'Contact',
        'eva@example.se',
        'Eva Lund, Lund ABCan you help with invoices?Sent from: /sv/contact',
        '1 Mar 2026, 13:05',
        'FailedLast error: webhook answered HTTP 500',
        '4',
        'Resend',
      ],
      [
        'Quiz',
        'olle@example.se',
        'Their e-mail address only',
        '1 Mar 2026, 13:05',
        'RetryingLast error: webhook unreachable',
        '2',
        '',
      ],
      ['Newsletter', 'anna@example.se', 'Their e-mail address only', '1 Feb 2026, 09:00', 'Delivered', '1', ''],
    ]);
    // Only the failed lead can be resent.
    expect(screen.getAllByRole('button', { name: /^Resend the lead from/ })).toHaveLength(1);
    // An address too long for its column wraps after its @ or before a dot, as a toast's (the layout:
    // e2e/admin/leads-inbox.spec.ts).
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.innerHTML).toMatch(
      /^<span [^>]*>eva@<wbr>example<wbr>\.se<\/span>$/,
    );
  });

  it("shows a lead's markup as text, never as elements of the console", async () => {
    listLeads.mockResolvedValue(
      onePage([
        row({
          type: 'contact',
          email: "x'><img src=x onerror=alert(1)>@example.se",
          name: '<script>alert(1)</script> Berg',
          company: '<a href="javascript:alert(1)">Acme</a>',
          message: '<svg onload=alert(1)></svg><iframe src="https://evil.example"></iframe>',
          page: '/%3Cimg%20src=x%20onerror=alert(1)%3E',
          state: 'failed',
          lastError: '<b>webhook</b>',
        }),
      ]),
    );
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(
      table.querySelectorAll('img, script, svg:not([aria-hidden]), iframe, b, a[href^="javascript"]'),
    ).toHaveLength(0);
    expect(table.textContent).toContain('<script>alert(1)</script> Berg');
    expect(table.textContent).toContain('<svg onload=alert(1)></svg>');
    expect(table.textContent).toContain("x'><img src=x onerror=alert(1)>@example.se");
  });

  it('filters by kind and state, kept in the address', async () => {
    listLeads.mockResolvedValue(onePage([]));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?state=failed' });
    await screen.findByText('No leads match these filters.');
    expect(listLeads).toHaveBeenLastCalledWith({ type: undefined, state: 'failed' }, null);
    const states = screen.getByRole('group', { name: 'Filter by delivery state' });
    expect(within(states).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Filter by kind' })).getByRole('button', { name: 'Contact' }),
    );
    await waitFor(() => expect(listLeads).toHaveBeenLastCalledWith({ type: 'contact', state: 'failed' }, null));
    expect(currentLocation()).toBe('/admin/leads?state=failed&kind=contact');

    await userEvent.click(within(states).getByRole('button', { name: 'All states' }));
    await waitFor(() => expect(listLeads).toHaveBeenLastCalledWith({ type: 'contact', state: undefined }, null));
    expect(currentLocation()).toBe('/admin/leads?kind=contact');
  });

  it('says in one polite status how many leads each filter shows (a screen reader hears it), none included', async () => {
    listLeads.mockResolvedValueOnce(onePage(ROWS));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All 3 leads are shown.'));
    const status = screen.getByRole('status');
    listLeads.mockResolvedValueOnce(onePage(ROWS.slice(0, 1)));
    const states = screen.getByRole('group', { name: 'Filter by delivery state' });
    await userEvent.click(within(states).getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(status).toHaveTextContent('1 lead is shown.'));
    listLeads.mockResolvedValueOnce(onePage([]));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Filter by kind' })).getByRole('button', { name: 'Quiz' }),
    );
    await waitFor(() => expect(status).toHaveTextContent('No leads match these filters.'));
    // The same region throughout: one that appears with its text is often not read out.
    expect(status).toBeInTheDocument();
  });

  it('says in Swedish how many leads a filter shows', async () => {
    listLeads.mockResolvedValueOnce(onePage(ROWS.slice(0, 1)));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?state=failed', language: 'sv' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 lead visas.'));
  });

  it('says how far an export has read while it reads the older leads, and stops saying it once done', async () => {
    listLeads.mockResolvedValueOnce({ items: ROWS.slice(0, 2), next: {} as PageCursor });
    let finish: (page: ListPage<LeadInboxRow>) => void = () => {};
    listLeads.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await screen.findByRole('table', { name: 'Leads' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    const reading = await screen.findByText('Läser alla leads till exporten: 2 hittills…');
    expect(reading.closest('[aria-live="polite"]')).not.toBeNull();
    await act(async () => finish(onePage([row({ id: 'oldest', email: 'bo@example.se' })])));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByText(/Läser alla leads/)).not.toBeInTheDocument();
  });

  it('says an inbox with no leads at all is empty, not that filters match nothing (en and sv)', async () => {
    listLeads.mockResolvedValue(onePage([]));
    const { unmount } = await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await screen.findByText("No leads yet: what the site's forms receive shows here.");
    expect(screen.queryByText('No leads match these filters.')).not.toBeInTheDocument();
    unmount();
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await screen.findByText('Inga leads ännu: det som webbplatsens formulär tar emot visas här.');
  });

  it('ignores filter values it does not know', async () => {
    listLeads.mockResolvedValue(onePage([]));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?kind=spam&state=lost' });
    // Ignored: no filter is set, so an empty inbox says it has no leads.
    await screen.findByText("No leads yet: what the site's forms receive shows here.");
    expect(listLeads).toHaveBeenLastCalledWith({ type: undefined, state: undefined }, null);
  });

  it('resends a failed lead: the row shows delivered and a toast says so', async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    resendLead.mockResolvedValue({ state: 'delivered', attempts: 5, lastError: null });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the lead from eva@example.se' }));

    expect(resendLead).toHaveBeenCalledWith('new');
    await waitFor(() => expect(cells(bodyRows()[0] as HTMLElement).slice(4)).toEqual(['Delivered', '5', '']));
    expect(toasts()).toContainEqual({
      kind: 'success',
      title: 'Lead delivered',
      description: 'The lead from eva@example.se reached the automation.',
    });
  });

  it('keeps the focus in the row of a resent lead: on its delivery state once Resend is gone, on Resend while it is still failed', async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    resendLead
      .mockResolvedValueOnce({ state: 'failed', attempts: 5, lastError: 'webhook answered HTTP 503' })
      .mockResolvedValueOnce({ state: 'delivered', attempts: 6, lastError: null });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    const resend = await screen.findByRole('button', { name: 'Skicka igen: leadet från eva@example.se' });
    await userEvent.click(resend);
    // Failed again: back on Resend, enabled again, for another try.
    await waitFor(() => expect(resend).toBeEnabled());
    expect(resend).toHaveFocus();

    await userEvent.click(resend);
    await waitFor(() => expect(cells(bodyRows()[0] as HTMLElement).slice(4)).toEqual(['Levererad', '6', '']));
    // Resend went with the failure: the focus is on the row's delivery state, which says it arrived,
    // not dropped to the page.
    const delivery = within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[4] as HTMLElement;
    await waitFor(() => expect(delivery).toHaveFocus());
    expect(delivery).toHaveTextContent('Levererad');
    expect(delivery).toHaveAttribute('tabindex', '-1');
  });

  it('says why when the resend fails again or is refused', async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    resendLead.mockResolvedValueOnce({ state: 'failed', attempts: 5, lastError: 'webhook answered HTTP 503' });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    const button = await screen.findByRole('button', { name: 'Resend the lead from eva@example.se' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Resend failed',
        description: 'The lead from eva@example.se could not be delivered: webhook answered HTTP 503',
      }),
    );
    expect(cells(bodyRows()[0] as HTMLElement).slice(4)).toEqual([
      'FailedLast error: webhook answered HTTP 503',
      '5',
      'Resend',
    ]);

    resendLead.mockRejectedValueOnce(
      new FunctionsError('failed-precondition', 'Only a failed lead can be resent; this one is delivered.'),
    );
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Resend failed',
        description:
          'Only a failed lead can be resent; this one was delivered or is being tried again meanwhile. Refresh the list.',
      }),
    );
  });

  it("says in the console's language why the server refused a resend or an erasure", async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    findLeadsByEmail.mockResolvedValue([ROWS[0] as LeadInboxRow]);
    resendLead.mockRejectedValueOnce(
      new FunctionsError('failed-precondition', 'Only a failed lead can be resent; this one is delivered.'),
    );
    resendLead.mockRejectedValueOnce(
      new FunctionsError('not-found', 'This lead no longer exists (leads are deleted when they expire).'),
    );
    eraseLeads.mockRejectedValueOnce(
      new FunctionsError('permission-denied', 'Only admins can erase leads; this account has no admin access.'),
    );
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?email=eva@example.se', language: 'sv' });
    const resend = await screen.findByRole('button', { name: 'Skicka igen: leadet från eva@example.se' });
    await userEvent.click(resend);
    await waitFor(() => expect(resend).toBeEnabled());
    await userEvent.click(resend);
    await userEvent.click(await screen.findByRole('button', { name: 'Radera alla leads från eva@example.se' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Radera personens leads?' })).getByRole('button', { name: 'Radera' }),
    );
    await waitFor(() => expect(toasts()).toHaveLength(3));
    expect(toasts().map(({ description }) => description)).toEqual([
      'Bara ett misslyckat lead kan skickas igen; det här har levererats eller försöks skickas igen just nu. Uppdatera listan.',
      'Det här leadet finns inte längre (leads raderas när de går ut). Uppdatera listan.',
      'Bara administratörer kan göra detta; det här kontot har ingen administratörsåtkomst.',
    ]);
  });

  it('speaks Swedish', async () => {
    listLeads.mockResolvedValue(onePage([ROWS[0] as LeadInboxRow]));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(cells(bodyRows()[0] as HTMLElement)).toEqual([
      'Kontakt',
      'eva@example.se',
      'Eva Lund, Lund ABCan you help with invoices?Skickat från: /sv/contact',
      '1 mars 2026 13:05',
      'MisslyckadSenaste fel: webhooken svarade HTTP 500',
      '4',
      'Skicka igen',
    ]);
    expect(screen.getByRole('group', { name: 'Filtrera på leveransstatus' })).toBeInTheDocument();
  });

  it("says the delivery's error in Swedish when it is one the delivery writes, and any other as the server's English words", async () => {
    listLeads.mockResolvedValue(
      onePage([
        { ...(ROWS[0] as LeadInboxRow), id: 'a', lastError: 'webhook unreachable: no answer before the timeout' },
        { ...(ROWS[0] as LeadInboxRow), id: 'b', lastError: 'no webhook URL is configured for this lead type' },
        { ...(ROWS[0] as LeadInboxRow), id: 'c', lastError: 'Error: 9 FAILED_PRECONDITION' },
      ]),
    );
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(bodyRows().map((row) => cells(row)[4])).toEqual([
      'MisslyckadSenaste fel: webhooken svarade inte i tid',
      'MisslyckadSenaste fel: ingen webhookadress är inställd för den här typen av lead',
      'MisslyckadSenaste fel: Error: 9 FAILED_PRECONDITION',
    ]);
    // Words the console does not know stay the server's English: marked so, in the Swedish console.
    expect(screen.getByText('Error: 9 FAILED_PRECONDITION')).toHaveAttribute('lang', 'en');
  });

  it('says in Swedish why a resend failed again', async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    resendLead.mockResolvedValueOnce({ state: 'failed', attempts: 5, lastError: 'webhook unreachable: ECONNREFUSED' });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Skicka igen: leadet från eva@example.se' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Det gick inte att skicka igen',
        description: 'Leadet från eva@example.se kunde inte levereras: webhooken gick inte att nå (ECONNREFUSED)',
      }),
    );
  });

  it("finds a person's leads by e-mail, kept in the address, and exports them as JSON and CSV", async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    findLeadsByEmail.mockResolvedValue([ROWS[0] as LeadInboxRow]);
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    const search = await screen.findByRole('search', { name: "Find a person's leads by e-mail" });
    // Pasted, not typed key by key: what is searched for is the point here, not the typing.
    await userEvent.click(within(search).getByRole('textbox', { name: "Find a person's leads by e-mail" }));
    await userEvent.paste(' Eva@Example.se ');
    await userEvent.click(within(search).getByRole('button', { name: 'Find' }));

    await waitFor(() => expect(findLeadsByEmail).toHaveBeenCalledWith('Eva@Example.se'));
    expect(currentLocation()).toBe('/admin/leads?email=Eva%40Example.se');
    expect(await screen.findByRole('heading', { level: 2, name: '1 lead of Eva@Example.se' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    const json = downloads.at(-1);
    expect(json?.name).toMatch(/^leads-eva-example-se-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(json?.text ?? '{}').leads).toEqual([
      expect.objectContaining({
        id: 'new',
        email: 'eva@example.se',
        name: 'Eva Lund',
        company: 'Lund AB',
        message: 'Can you help with invoices?',
        page: '/sv/contact',
        received_at: '2026-03-01T12:05:00.000Z',
        delivery: 'failed',
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.at(-1)?.text).toBe(
      '\uFEFFReceived (Stockholm time),Kind,E-mail,Name,Company,Message,Sent from,Delivery,Attempts,Unsubscribe notice delivery,Unsubscribe address delivery,Unsubscribed (Stockholm time)\r\n' +
        '2026-03-01 13:05,Contact,eva@example.se,Eva Lund,Lund AB,Can you help with invoices?,/sv/contact,Failed,4,,,\r\n',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show all leads' }));
    expect(currentLocation()).toBe('/admin/leads');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it("holds back an address that is not one, saying why in the console's language", async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Hitta en persons leads med e-post' });
    await userEvent.type(field, 'eva');
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(field.validationMessage).toBe('Ange en giltig e-postadress, till exempel namn@exempel.se.');
    expect(findLeadsByEmail).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/admin/leads');
  });

  it('keeps the focus where staff are through a search: in the field after Enter, back in it after Show all leads', async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    findLeadsByEmail.mockResolvedValue([ROWS[0] as LeadInboxRow]);
    // The shell beside it, as in the console: a pushed address moves the focus to <main>.
    await renderAdmin(
      <>
        <ShellFocusOnPush />
        <main id="main" tabIndex={-1}>
          <LeadsPage />
        </main>
      </>,
      { url: '/admin/leads', language: 'sv' },
    );
    const field = await screen.findByRole('textbox', { name: 'Hitta en persons leads med e-post' });
    // Pasted, then Enter: the focus through the search is the point here, not typing key by key.
    await userEvent.click(field);
    await userEvent.paste('Eva@Example.se');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: '1 lead från Eva@Example.se' })).toBeInTheDocument();
    // The same field, still focused and holding the address (a new field for each search lost the focus).
    expect(screen.getByRole('textbox', { name: 'Hitta en persons leads med e-post' })).toBe(field);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Eva@Example.se');

    await userEvent.click(screen.getByRole('button', { name: 'Visa alla leads' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(currentLocation()).toBe('/admin/leads');
    // The button went with the person's view: the focus is in the emptied field, not on the page.
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });

  it('reads older leads a page at a time, resends one of them and exports all it shows', async () => {
    const older = {} as PageCursor;
    listLeads.mockResolvedValueOnce({ items: ROWS.slice(0, 2), next: older });
    listLeads.mockResolvedValueOnce(onePage([row({ id: 'oldest', email: 'gun@example.se', state: 'failed' })]));
    resendLead.mockResolvedValue({ state: 'delivered', attempts: 2, lastError: null });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?state=failed' });
    expect(await screen.findByText('Showing the newest 2 leads.')).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('button', { name: 'Show older leads' }));
    // The next page starts where the first ended, with the same filters.
    expect(listLeads).toHaveBeenLastCalledWith({ type: undefined, state: 'failed' }, older);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All 3 leads are shown.'));
    expect(screen.getByRole('status')).toHaveFocus();
    expect(bodyRows().map((tableRow) => cells(tableRow)[1])).toEqual([
      'eva@example.se',
      'olle@example.se',
      'gun@example.se',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Resend the lead from gun@example.se' }));
    await waitFor(() => expect(cells(bodyRows()[2] as HTMLElement).slice(4)).toEqual(['Delivered', '2', '']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.at(-1)?.text.trim().split('\r\n')).toHaveLength(4);
  });

  it('exports every lead its filters match, reading the older pages for it, and leaves the list as it was', async () => {
    const older = {} as PageCursor;
    const oldest = {} as PageCursor;
    listLeads.mockResolvedValueOnce({ items: ROWS.slice(0, 2), next: older });
    listLeads.mockResolvedValueOnce({ items: [row({ id: 'old', email: 'gun@example.se' })], next: oldest });
    listLeads.mockResolvedValueOnce(onePage([row({ id: 'oldest', email: 'bo@example.se' })]));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?kind=contact', language: 'sv' });
    await screen.findByRole('table', { name: 'Leads' });

    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(listLeads.mock.calls.slice(1)).toEqual([
      [{ type: 'contact', state: undefined }, older],
      [{ type: 'contact', state: undefined }, oldest],
    ]);
    const lines = downloads.at(-1)?.text.trim().split('\r\n') ?? [];
    expect(lines.slice(1).map((line) => line.split(';')[2])).toEqual([
      'eva@example.se',
      'olle@example.se',
      'gun@example.se',
      'bo@example.se',
    ]);
    expect(screen.getByRole('button', { name: 'Exportera CSV' })).toHaveFocus();
    // The list still shows its newest page.
    expect(bodyRows()).toHaveLength(2);
  });

  it('says so and downloads nothing when the older leads of an export cannot be read', async () => {
    listLeads.mockResolvedValueOnce({ items: ROWS.slice(0, 2), next: {} as PageCursor });
    listLeads.mockRejectedValueOnce(new Error('unavailable'));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Export failed',
        description: 'The older leads could not be read, so nothing was exported. Try again.',
      }),
    );
    expect(downloads).toHaveLength(0);
  });

  it('reads the leads again on Refresh, not each time the window gets focus', async () => {
    listLeads.mockResolvedValue(onePage(ROWS));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(listLeads).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listLeads).toHaveBeenCalledTimes(2));
  });

  it('says which newsletter subscriptions were ended, and when, on screen and in the CSV, in either language', async () => {
    const ended = row({ id: 'ended', unsubscribedAt: new Date('2026-03-02T08:30:00Z') });
    listLeads.mockResolvedValue(onePage([ended, row({ id: 'subscribed', email: 'olle@example.se' })]));
    const { unmount } = await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await screen.findByRole('table', { name: 'Leads' });
    const marked = document.querySelector('[data-lead-id="ended"] [data-lead-unsubscribed]');
    expect(marked?.textContent).toContain('Avregistrerad');
    expect(marked?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T08:30:00.000Z');
    expect(document.querySelector('[data-lead-id="subscribed"] [data-lead-unsubscribed]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    const lines = downloads.at(-1)?.text.trim().split('\r\n') ?? [];
    expect(lines[0]?.split(';').at(-1)).toBe('Avregistrerad (svensk tid)');
    // 08:30 UTC is 09:30 in Stockholm; the one still subscribed has an empty cell.
    expect(lines.slice(1).map((line) => line.split(';').at(-1))).toEqual(['2026-03-02 09:30', '']);
    unmount();

    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(document.querySelector('[data-lead-id="ended"] [data-lead-unsubscribed]')?.textContent).toContain(
      'Unsubscribed',
    );
  });

  it("exports the state of each lead's unsubscribe notice and unsubscribe address in the CSV, in either language", async () => {
    const ended = row({
      id: 'ended',
      unsubscribedAt: new Date('2026-03-02T08:30:00Z'),
      unsubscribedDelivery: { state: 'retrying', attempts: 2, lastError: 'webhook answered HTTP 503' },
      unsubscribeUrlDelivery: { state: 'delivered', attempts: 1, lastError: null },
    });
    const addressed = row({
      id: 'addressed',
      email: 'olle@example.se',
      unsubscribeUrlDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
    const plain = row({ id: 'plain', email: 'per@example.se' });
    listLeads.mockResolvedValue(onePage([ended, addressed, plain]));
    for (const [language, separator, exportCsv, headings, states] of [
      [
        'en',
        ',',
        'Export CSV',
        ['Unsubscribe notice delivery', 'Unsubscribe address delivery', 'Unsubscribed (Stockholm time)'],
        [
          ['Retrying', 'Delivered', '2026-03-02 09:30'],
          ['', 'Failed', ''],
          ['', '', ''],
        ],
      ],
      [
        'sv',
        ';',
        'Exportera CSV',
        [
          'Leverans av beskedet om avregistreringen',
          'Leverans av avregistreringsadressen',
          'Avregistrerad (svensk tid)',
        ],
        [
          ['Försöker igen', 'Levererad', '2026-03-02 09:30'],
          ['', 'Misslyckad', ''],
          ['', '', ''],
        ],
      ],
    ] as const) {
      const view = await renderAdmin(<LeadsPage />, { url: '/admin/leads', language });
      await screen.findByRole('table', { name: 'Leads' });
      await userEvent.click(screen.getByRole('button', { name: exportCsv }));
      const [header = '', ...lines] = downloads.at(-1)?.text.trim().split('\r\n') ?? [];
      expect(header.split(separator).slice(-3)).toEqual(headings);
      expect(lines.map((line) => line.split(separator).slice(-3))).toEqual(states);
      view.unmount();
    }
  });

  it("shows a subscription's failed unsubscribed event and resends it: the row says delivered, a toast says so", async () => {
    const ended = row({
      id: 'ended',
      unsubscribedAt: new Date('2026-03-02T08:30:00Z'),
      unsubscribedDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
    const sent = row({
      id: 'sent',
      email: 'olle@example.se',
      unsubscribedAt: new Date('2026-03-02T08:30:00Z'),
      unsubscribedDelivery: { state: 'delivered', attempts: 1, lastError: null },
    });
    listLeads.mockResolvedValue(onePage([ended, sent]));
    resendLead
      .mockResolvedValueOnce({ state: 'failed', attempts: 9, lastError: 'webhook answered HTTP 503' })
      .mockResolvedValueOnce({ state: 'delivered', attempts: 10, lastError: null });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    const mark = () => document.querySelector('[data-lead-id="ended"] [data-lead-delivery]') as HTMLElement;
    await waitFor(() => expect(mark()).toHaveTextContent('Unsubscribe notice: Failed'));
    expect(mark()).toHaveTextContent('Last error: webhook answered HTTP 500');
    // The lead itself was delivered: its own state says so, and only the ending has a Resend.
    expect(cells(bodyRows()[0] as HTMLElement)[4]).toMatch(/^Delivered/);
    expect(within(bodyRows()[0] as HTMLElement).queryByRole('button', { name: /Resend the lead/ })).toBeNull();
    // A delivered ending says nothing more than that the person left.
    expect(document.querySelector('[data-lead-id="sent"] [data-lead-delivery]')?.textContent).toBe('Delivered');
    expect(within(bodyRows()[1] as HTMLElement).queryByRole('button')).toBeNull();

    const resend = screen.getByRole('button', { name: 'Resend the unsubscribe of anna@example.se' });
    await userEvent.click(resend);
    expect(resendLead).toHaveBeenLastCalledWith('ended', 'unsubscribed');
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Resend failed',
        description: 'The unsubscribe of anna@example.se could not be delivered: webhook answered HTTP 503',
      }),
    );
    await waitFor(() => expect(resend).toBeEnabled());
    expect(resend).toHaveFocus();
    expect(mark()).toHaveTextContent('Last error: webhook answered HTTP 503');

    await userEvent.click(resend);
    await waitFor(() => expect(mark()).not.toHaveTextContent('Unsubscribe notice'));
    expect(toasts()).toContainEqual({
      kind: 'success',
      title: 'Unsubscribe delivered',
      description: 'The automation now knows anna@example.se unsubscribed.',
    });
    expect(within(bodyRows()[0] as HTMLElement).queryByRole('button')).toBeNull();
    // Resend went with the failure: the focus is on the row's delivery, which says so, not dropped to the page.
    await waitFor(() => expect(mark()).toHaveFocus());
    expect(mark()).toHaveAttribute('tabindex', '-1');
  });

  it('says in Swedish that an unsubscribed event failed, and why a resend of it was refused', async () => {
    const ended = row({
      id: 'ended',
      unsubscribedAt: new Date('2026-03-02T08:30:00Z'),
      unsubscribedDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
    listLeads.mockResolvedValue(onePage([ended]));
    resendLead.mockRejectedValueOnce(
      new FunctionsError(
        'failed-precondition',
        'Only a failed unsubscribed event can be resent; this one is delivered.',
      ),
    );
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    const mark = () => document.querySelector('[data-lead-id="ended"] [data-lead-delivery]') as HTMLElement;
    await waitFor(() => expect(mark()).toHaveTextContent('Besked om avregistreringen: Misslyckad'));
    expect(mark()).toHaveTextContent('Senaste fel: webhooken svarade HTTP 500');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka igen: avregistreringen för anna@example.se' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Det gick inte att skicka igen',
        description:
          'Bara ett misslyckat besked om avregistrering kan skickas igen; det här har levererats eller försöks skickas igen just nu, eller så har personen prenumererat igen. Uppdatera listan.',
      }),
    );
  });

  it("lists under Failed a lead whose unsubscribe notice or unsubscribe address failed (its own delivered), a person's view too, in both languages", async () => {
    const failedEvent = { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' } as const;
    const ended = row({
      id: 'ended',
      unsubscribedAt: new Date('2026-03-02T08:30:00Z'),
      unsubscribedDelivery: failedEvent,
    });
    const addressed = row({
      id: 'addressed',
      createdAt: new Date('2026-02-20T08:00:00Z'),
      unsubscribeUrlDelivery: failedEvent,
    });
    const fine = row({ id: 'fine', createdAt: new Date('2026-02-01T08:00:00Z') });
    findLeadsByEmail.mockResolvedValue([ended, addressed, fine]);
    for (const language of ['en', 'sv'] as const) {
      const view = await renderAdmin(<LeadsPage />, {
        url: '/admin/leads?email=anna%40example.se&state=failed',
        language,
      });
      const failed = language === 'en' ? 'Failed' : 'Misslyckad';
      const states = await screen.findByRole('group', {
        name: language === 'en' ? 'Filter by delivery state' : 'Filtrera på leveransstatus',
      });
      expect(within(states).getByRole('button', { name: failed })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(bodyRows()).toHaveLength(2));
      expect(bodyRows().map((tableRow) => tableRow.dataset.leadId)).toEqual(['ended', 'addressed']);
      view.unmount();
    }
  });

  it("lists under Retrying a lead whose unsubscribe notice or unsubscribe address is being retried (its own delivered), a person's view too, in both languages", async () => {
    const retryingEvent = { state: 'retrying', attempts: 2, lastError: 'webhook answered HTTP 503' } as const;
    const ended = row({
      id: 'ended',
      unsubscribedAt: new Date('2026-03-02T08:30:00Z'),
      unsubscribedDelivery: retryingEvent,
    });
    const addressed = row({
      id: 'addressed',
      createdAt: new Date('2026-02-20T08:00:00Z'),
      unsubscribeUrlDelivery: retryingEvent,
    });
    const failedNotice = row({
      id: 'failed-notice',
      createdAt: new Date('2026-02-10T08:00:00Z'),
      unsubscribedAt: new Date('2026-02-11T08:30:00Z'),
      unsubscribedDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
    const fine = row({ id: 'fine', createdAt: new Date('2026-02-01T08:00:00Z') });
    findLeadsByEmail.mockResolvedValue([ended, addressed, failedNotice, fine]);
    for (const language of ['en', 'sv'] as const) {
      const view = await renderAdmin(<LeadsPage />, {
        url: '/admin/leads?email=anna%40example.se&state=retrying',
        language,
      });
      const retrying = language === 'en' ? 'Retrying' : 'Försöker igen';
      const states = await screen.findByRole('group', {
        name: language === 'en' ? 'Filter by delivery state' : 'Filtrera på leveransstatus',
      });
      expect(within(states).getByRole('button', { name: retrying })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(bodyRows()).toHaveLength(2));
      expect(bodyRows().map((tableRow) => tableRow.dataset.leadId)).toEqual(['ended', 'addressed']);
      const notice = language === 'en' ? 'Unsubscribe notice: Retrying' : 'Besked om avregistreringen: Försöker igen';
      expect(document.querySelector('[data-lead-id="ended"] [data-lead-delivery]')).toHaveTextContent(notice);
      view.unmount();
    }
  });

  it("lists under Delivered only a lead whose unsubscribe notice and unsubscribe address were delivered too, a person's view too, in both languages", async () => {
    const delivered = { state: 'delivered', attempts: 1, lastError: null } as const;
    const done = row({
      id: 'done',
      unsubscribedAt: new Date('2026-03-02T08:30:00Z'),
      unsubscribedDelivery: delivered,
      unsubscribeUrlDelivery: delivered,
    });
    const noticeFailed = row({
      id: 'notice-failed',
      createdAt: new Date('2026-02-20T08:00:00Z'),
      unsubscribedAt: new Date('2026-02-21T08:30:00Z'),
      unsubscribedDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
    const addressRetrying = row({
      id: 'address-retrying',
      createdAt: new Date('2026-02-10T08:00:00Z'),
      unsubscribeUrlDelivery: { state: 'retrying', attempts: 2, lastError: 'webhook answered HTTP 503' },
    });
    const plain = row({ id: 'plain', createdAt: new Date('2026-02-01T08:00:00Z') });
    findLeadsByEmail.mockResolvedValue([done, noticeFailed, addressRetrying, plain]);
    for (const language of ['en', 'sv'] as const) {
      const view = await renderAdmin(<LeadsPage />, {
        url: '/admin/leads?email=anna%40example.se&state=delivered',
        language,
      });
      const states = await screen.findByRole('group', {
        name: language === 'en' ? 'Filter by delivery state' : 'Filtrera på leveransstatus',
      });
      const deliveredLabel = language === 'en' ? 'Delivered' : 'Levererad';
      expect(within(states).getByRole('button', { name: deliveredLabel })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(bodyRows()).toHaveLength(2));
      expect(bodyRows().map((tableRow) => tableRow.dataset.leadId)).toEqual(['done', 'plain']);
      view.unmount();
    }
  });

  it("shows an older subscription's failed unsubscribe address event and resends it: the row says delivered, a toast says so", async () => {
    const addressed = row({
      id: 'addressed',
      unsubscribeUrlDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
    listLeads.mockResolvedValue(onePage([addressed]));
    resendLead.mockResolvedValueOnce({ state: 'delivered', attempts: 9, lastError: null });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?state=failed' });
    const mark = () => document.querySelector('[data-lead-id="addressed"] [data-lead-delivery]') as HTMLElement;
    await waitFor(() => expect(mark()).toHaveTextContent('Unsubscribe address: Failed'));
    expect(mark()).toHaveTextContent('Last error: webhook answered HTTP 500');
    expect(cells(bodyRows()[0] as HTMLElement)[4]).toMatch(/^Delivered/);
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Resend the unsubscribe address of anna@example.se' }));
    expect(resendLead).toHaveBeenLastCalledWith('addressed', 'unsubscribeUrl');
    await waitFor(() => expect(mark()).not.toHaveTextContent('Unsubscribe address'));
    expect(toasts()).toContainEqual({
      kind: 'success',
      title: 'Unsubscribe address delivered',
      description: 'The automation now has the unsubscribe address of anna@example.se.',
    });
    expect(within(bodyRows()[0] as HTMLElement).queryByRole('button')).toBeNull();
    await waitFor(() => expect(mark()).toHaveFocus());
  });

  it('says in Swedish that an unsubscribe address event failed, and why a resend of it was refused', async () => {
    const addressed = row({
      id: 'addressed',
      unsubscribeUrlDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
    listLeads.mockResolvedValue(onePage([addressed]));
    resendLead.mockRejectedValueOnce(
      new FunctionsError(
        'failed-precondition',
        'Only a failed unsubscribe address event can be resent; this one is delivered.',
      ),
    );
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    const mark = () => document.querySelector('[data-lead-id="addressed"] [data-lead-delivery]') as HTMLElement;
    await waitFor(() => expect(mark()).toHaveTextContent('Avregistreringsadressen: Misslyckad'));
    expect(mark()).toHaveTextContent('Senaste fel: webhooken svarade HTTP 500');
    await userEvent.click(
      screen.getByRole('button', { name: 'Skicka igen: avregistreringsadressen för anna@example.se' }),
    );
    expect(resendLead).toHaveBeenLastCalledWith('addressed', 'unsubscribeUrl');
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Det gick inte att skicka igen',
        description:
          'Bara en misslyckad avregistreringsadress kan skickas igen; den här har levererats eller försöks skickas igen just nu. Uppdatera listan.',
      }),
    );
  });

  it('exports the filtered view as CSV, split at semicolons in Swedish as Swedish Excel reads it', async () => {
    listLeads.mockResolvedValue(onePage([ROWS[2] as LeadInboxRow]));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?kind=newsletter', language: 'sv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportera CSV' }));
    expect(downloads.at(-1)?.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads.at(-1)?.text).toBe(
      '\uFEFFMottaget (svensk tid);Typ;E-post;Namn;Företag;Meddelande;Skickat från;Leverans;Försök;Leverans av beskedet om avregistreringen;Leverans av avregistreringsadressen;Avregistrerad (svensk tid)\r\n2026-02-01 09:00;Nyhetsbrev;anna@example.se;;;;;Levererad;1;;;\r\n',
    );
  });

  it('writes the times of a CSV export in Stockholm time as a spreadsheet reads and sorts them, and says so', async () => {
    listLeads.mockResolvedValue(
      onePage([
        // 23:30 UTC on 5 December: 00:30 on 6 December in Stockholm.
        row({ id: 'late', createdAt: new Date('2026-12-05T23:30:00Z') }),
        // 22:30 UTC on 30 June: 00:30 on 1 July in Stockholm (summer time).
        row({ id: 'summer', createdAt: new Date('2026-06-30T22:30:00Z') }),
        row({ id: 'early', createdAt: new Date('2026-01-13T08:00:00Z') }),
      ]),
    );
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportera CSV' }));
    const lines = downloads.at(-1)?.text.trim().split('\r\n') ?? [];
    // (trim() has taken the byte-order mark.)
    expect(lines[0]?.split(';')[0]).toBe('Mottaget (svensk tid)');
    // Year, month, day, hour: one form in both languages, which Excel reads as a time in either
    // locale and which sorts as time does ('1 feb. 2026 9:00' sorted before '13 jan. 2026 9:00').
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([
      '2026-12-06 00:30',
      '2026-07-01 00:30',
      '2026-01-13 09:00',
    ]);
  });

  it.each([
    [
      'en',
      'Erase all leads of eva@example.se',
      'Erase this person’s leads?',
      'Leads already delivered went on to the automation (n8n) and wherever it sends them: erase the person there too.',
    ],
    [
      'sv',
      'Radera alla leads från eva@example.se',
      'Radera personens leads?',
      'Leads som redan levererats har gått vidare till automatiseringen (n8n) och dit den skickar dem: radera personen där också.',
    ],
  ] as const)(
    'says before erasing (%s) that what the automation passed on is not erased here',
    async (language, button, title, said) => {
      findLeadsByEmail.mockResolvedValue([ROWS[0] as LeadInboxRow]);
      await renderAdmin(<LeadsPage />, { url: '/admin/leads?email=eva@example.se', language });
      await userEvent.click(await screen.findByRole('button', { name: button }));
      expect(screen.getByRole('dialog', { name: title })).toHaveTextContent(said);
    },
  );

  it('erases every lead of the address after asking, and says how many', async () => {
    findLeadsByEmail.mockResolvedValueOnce([ROWS[0] as LeadInboxRow]).mockResolvedValue([]);
    eraseLeads.mockResolvedValue({ erased: 1 });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?email=eva@example.se' });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase all leads of eva@example.se' }));

    const dialog = screen.getByRole('dialog', { name: 'Erase this person’s leads?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(eraseLeads).not.toHaveBeenCalled();

    // The closing dialog hides the page from the accessibility tree until it has gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Erase all leads of eva@example.se' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Erase this person’s leads?' })).getByRole('button', { name: 'Erase' }),
    );
    expect(eraseLeads).toHaveBeenCalledWith('eva@example.se');
    await screen.findByText('No leads of eva@example.se.');
    expect(toasts()).toContainEqual({
      kind: 'success',
      title: 'Leads erased',
      description: '1 lead of eva@example.se was erased.',
    });
    // The Erase button went with the leads: the focus is in Find's field, for the next request (once
    // the closing dialog has given the page back to the accessibility tree).
    await waitFor(() => expect(screen.getByRole('textbox', { name: "Find a person's leads by e-mail" })).toHaveFocus());

    eraseLeads.mockRejectedValueOnce(
      new FunctionsError('permission-denied', 'Only admins can erase leads; this account has no admin access.'),
    );
    findLeadsByEmail.mockResolvedValue([ROWS[0] as LeadInboxRow]);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Erase all leads of eva@example.se' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Erase this person’s leads?' })).getByRole('button', { name: 'Erase' }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Erasure failed',
        description: 'Only admins can do this; this account has no admin access.',
      }),
    );
    // Refused: back on Erase, enabled again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erase all leads of eva@example.se' })).toHaveFocus(),
    );
  });

  it.each([
    ['en', 'Erase all leads of eva@example.se', 'Erase', '1,006 leads of eva@example.se were erased.'],
    ['sv', 'Radera alla leads från eva@example.se', 'Radera', '1\u00a0006 leads från eva@example.se raderades.'],
  ] as const)(
    'writes how many it erased with the digit grouping of the console language (%s)',
    async (language, button, confirm, said) => {
      findLeadsByEmail.mockResolvedValueOnce([ROWS[0] as LeadInboxRow]).mockResolvedValue([]);
      eraseLeads.mockResolvedValue({ erased: 1006 });
      await renderAdmin(<LeadsPage />, { url: '/admin/leads?email=eva@example.se', language });
      await userEvent.click(await screen.findByRole('button', { name: button }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }));
      await waitFor(() => expect(toasts().map(({ description }) => description)).toContain(said));
    },
  );

  it('erases once when Erase is double-clicked: one call, one toast (the audit log records one erasure)', async () => {
    findLeadsByEmail.mockResolvedValueOnce([ROWS[0] as LeadInboxRow]).mockResolvedValue([]);
    eraseLeads.mockResolvedValue({ erased: 1 });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?email=eva@example.se' });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase all leads of eva@example.se' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase this person’s leads?' });
    // The second click reaches the button as the closing dialog fades (a disabled one takes no pointer events).
    await userEvent.setup({ pointerEventsCheck: 0 }).dblClick(within(dialog).getByRole('button', { name: 'Erase' }));
    await screen.findByText('No leads of eva@example.se.');
    expect(eraseLeads).toHaveBeenCalledTimes(1);
    expect(toasts().filter((toast) => toast.title === 'Leads erased')).toHaveLength(1);
  });

  it('shows a toast when the leads cannot be read', async () => {
    listLeads.mockRejectedValue(new Error('permission-denied'));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await screen.findByText('Failed to load leads');
    expect(screen.queryByText('No leads match these filters.')).not.toBeInTheDocument();
    expect(toasts()).toContainEqual({ kind: 'error', title: 'Error', description: 'Failed to load leads' });
  });
});
