import { useToasts } from '@app/platform';
import { currentLocation } from '@app/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuditFilters, type AuditRow, auditEntryFromFirestore } from '../data/audit';
import type { ListPage, PageCursor } from '../data/lists';
import { auditLogStore } from '../test/auditLogFirestore';
import { renderAdmin } from '../test/render';
import AuditPage from './AuditPage';

const listAuditLog = vi.fn<(filters: AuditFilters, after: PageCursor | null) => Promise<ListPage<AuditRow>>>();
vi.mock('../data/audit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data/audit')>()),
  listAuditLog: (filters: AuditFilters, after: PageCursor | null) => listAuditLog(filters, after),
}));
// The data layer's own Firestore reads, for the test that lets the page read through it.
vi.mock('@app/platform/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@app/platform/firestore')>()),
  db: () => ({}),
}));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore/lite')>()),
  ...(await import('../test/auditLogFirestore')).auditLogFirestore(),
}));
// …which asks which of the items named exist by name: none does.
vi.mock('../data/projection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data/projection')>()),
  signedInExisting: async () => new Set<string>(),
}));

/** The whole log in one page. */
const onePage = (items: AuditRow[]): ListPage<AuditRow> => ({ items, next: null });
/** The posts and case studies that still exist. */
const EXISTING = ['blogs/post-1', 'case_studies/cs-1'];

const noDetails = {
  publishAt: null,
  unpublishAt: null,
  restoredFrom: null,
  count: null,
  images: null,
  imported: null,
  state: null,
  event: null,
  expiresAt: null,
  role: null,
  from: null,
  to: null,
  inviter: null,
  because: null,
};

function entry(overrides: Partial<AuditRow>): AuditRow {
  const row: AuditRow = {
    id: 'e',
    action: 'published',
    actorEmail: 'admin@example.com',
    // 12:05 UTC: 13:05 in Stockholm.
    at: new Date('2026-03-01T12:05:00Z'),
    target: { collection: 'blogs', id: 'post-1', title: 'Hello' },
    details: noDetails,
    targetExists: false,
    ...overrides,
  };
  return { ...row, targetExists: EXISTING.includes(`${row.target?.collection}/${row.target?.id}`) };
}

const ENTRIES: AuditRow[] = [
  entry({ id: 'a' }),
  entry({
    id: 'b',
    action: 'scheduled',
    details: { ...noDetails, publishAt: new Date('2026-04-01T08:00:00Z') },
    target: { collection: 'case_studies', id: 'cs-1', title: 'Bank' },
  }),
  entry({ id: 'c', action: 'deleted', actorEmail: null, target: { collection: 'blogs', id: 'gone', title: 'Old' } }),
  entry({ id: 'd', action: 'restored', details: { ...noDetails, restoredFrom: 3 } }),
  entry({ id: 'e', action: 'unpublished', actorEmail: null }),
  entry({ id: 'f', action: 'leads_erased', target: null, details: { ...noDetails, count: 2 } }),
  entry({
    id: 'g',
    action: 'lead_resent',
    target: { collection: 'leads', id: 'lead-9', title: '' },
    details: { ...noDetails, state: 'delivered' },
  }),
  entry({
    id: 'h',
    action: 'preview_link_created',
    details: { ...noDetails, expiresAt: new Date('2026-03-08T12:05:00Z') },
  }),
  entry({ id: 'i', action: 'preview_link_revoked' }),
  entry({
    id: 'j',
    action: 'staff_invited',
    target: { collection: 'staff', id: 'uid-1', title: 'eva@example.se' },
    details: { ...noDetails, role: 'writer' },
  }),
  entry({
    id: 'k',
    action: 'staff_role_changed',
    target: { collection: 'staff', id: 'uid-1', title: 'eva@example.se' },
    details: { ...noDetails, from: 'writer', to: 'admin' },
  }),
  entry({
    id: 'l',
    action: 'staff_revoked',
    target: { collection: 'staff', id: 'uid-1', title: 'eva@example.se' },
    details: { ...noDetails, role: 'admin' },
  }),
];

const toasts = () => useToasts.getState().toasts.map((toast) => toast.description);
const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  listAuditLog.mockReset();
  useToasts.setState({ toasts: [] });
});

describe('AuditPage', () => {
  it('writes a count with the digit grouping of the console language', async () => {
    const erased = entry({ id: 'f', action: 'leads_erased', target: null, details: { ...noDetails, count: 1006 } });
    listAuditLog.mockResolvedValue(onePage([erased]));
    await renderAdmin(<AuditPage />, { url: '/admin/audit', language: 'sv' });
    await screen.findByRole('table', { name: 'Granskningslogg' });
    expect(bodyRows('Granskningslogg')[0]?.[2]).toBe(
      'Raderade leads: 1\u00a0006 leads raderade (adressen sparas inte)',
    );
  });

  it('lists who did what to which item, and when (Stockholm time), linking items that still exist', async () => {
    listAuditLog.mockResolvedValue(onePage(ENTRIES));
    await renderAdmin(<AuditPage />, { url: '/admin/audit' });

    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Audit log', selected: true })).toHaveAttribute('href', '/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(listAuditLog).toHaveBeenCalledWith({ action: undefined, actorEmail: undefined }, null);
    expect(bodyRows('Audit log')).toEqual([
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Published', 'Post: Hello'],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Scheduled: goes live 1 Apr 2026, 10:00', 'Case study: Bank'],
      [
        '1 Mar 2026, 13:05',
        'A member of staff (a deletion does not record who)',
        'Deleted',
        'Post: Old (no longer exists)',
      ],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Restored: version 3', 'Post: Hello'],
      ['1 Mar 2026, 13:05', 'System (scheduled publishing or an import)', 'Unpublished', 'Post: Hello'],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Erased leads: 2 leads erased (address not recorded)', ''],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Resent a lead: delivery: Delivered', 'Lead lead-9'],
      [
        '1 Mar 2026, 13:05',
        'admin@example.com',
        'Created a preview link: works until 8 Mar 2026, 13:05',
        'Post: Hello',
      ],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Revoked a preview link', 'Post: Hello'],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Invited a colleague: as Writer', 'Staff: eva@example.se'],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Changed a role: from Writer to Admin', 'Staff: eva@example.se'],
      ['1 Mar 2026, 13:05', 'admin@example.com', 'Revoked access: as Admin', 'Staff: eva@example.se'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Hello' })[0]).toHaveAttribute('href', '/admin/blog/post-1/edit');
    expect(screen.getByRole('link', { name: 'Bank' })).toHaveAttribute('href', '/admin/case-studies/cs-1/edit');
    expect(screen.queryByRole('link', { name: 'Old' })).not.toBeInTheDocument();
    // One page holds the whole log: no older entries to offer, and the count says all are shown.
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing the newest/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All 12 entries are shown.');
  });

  it.each([
    ['en', 'Audit log', 'Unscheduled: was to go live 1 Apr 2026, 10:00, was to come down 1 May 2026, 10:00'],
    [
      'sv',
      'Granskningslogg',
      'Tog bort schemaläggningen: skulle ha publicerats 1 apr. 2026 10:00, skulle ha avpublicerats 1 maj 2026 10:00',
    ],
  ] as const)('names a schedule taken away with the times it had (%s)', async (language, table, what) => {
    const unscheduled = entry({
      id: 'u',
      action: 'unscheduled',
      details: {
        ...noDetails,
        publishAt: new Date('2026-04-01T08:00:00Z'),
        unpublishAt: new Date('2026-05-01T08:00:00Z'),
      },
    });
    listAuditLog.mockResolvedValue(onePage([unscheduled]));
    await renderAdmin(<AuditPage />, { url: '/admin/audit', language });
    await screen.findByRole('table', { name: table });
    expect(bodyRows(table)[0]?.[2]).toBe(what);
    // And it can be filtered for.
    expect(
      within(screen.getByRole('combobox', { name: language === 'en' ? 'Filter by action' : 'Filtrera på händelse' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain(what.split(':')[0]);
  });

  it.each([
    ['en', 'Audit log', 'Sent a new password link: as Writer', 'Staff: eva@example.se'],
    ['sv', 'Granskningslogg', 'Skickade en ny lösenordslänk: som skribent', 'Personal: eva@example.se'],
  ] as const)(
    'names a new password link sent to a member, with their role (%s)',
    async (language, table, what, item) => {
      const again = entry({
        id: 'r',
        action: 'staff_invited_again',
        target: { collection: 'staff', id: 'uid-1', title: 'eva@example.se' },
        details: { ...noDetails, role: 'writer' },
      });
      listAuditLog.mockResolvedValue(onePage([again]));
      await renderAdmin(<AuditPage />, { url: '/admin/audit', language });
      await screen.findByRole('table', { name: table });
      expect(bodyRows(table)[0]?.slice(2)).toEqual([what, item]);
    },
  );

  it.each([
    [
      'en',
      'Audit log',
      "Changed a member's link language: from Swedish to English",
      "Changed a member's link language: to English",
    ],
    [
      'sv',
      'Granskningslogg',
      'Ändrade språket för en medarbetares länkar: från svenska till engelska',
      'Ändrade språket för en medarbetares länkar: till engelska',
    ],
  ] as const)(
    "names the language a member's links were changed to, and from when they had one (%s)",
    async (language, table, changed, set) => {
      const target = { collection: 'staff', id: 'uid-1', title: 'eva@example.se' };
      listAuditLog.mockResolvedValue(
        onePage([
          entry({
            id: 'l1',
            action: 'staff_language_changed',
            target,
            details: { ...noDetails, from: 'sv', to: 'en' },
          }),
          entry({
            id: 'l2',
            action: 'staff_language_changed',
            target,
            details: { ...noDetails, from: null, to: 'en' },
          }),
        ]),
      );
      await renderAdmin(<AuditPage />, { url: '/admin/audit', language });
      await screen.findByRole('table', { name: table });
      expect(bodyRows(table).map((row) => row[2])).toEqual([changed, set]);
    },
  );

  it.each([
    ['en', 'Audit log', 'Changed the address: from old-name to new-name'],
    ['sv', 'Granskningslogg', 'Ändrade adressen: från old-name till new-name'],
  ] as const)('names a live post renamed, with its slugs from and to (%s)', async (language, table, what) => {
    const renamed = entry({ id: 'n', action: 'renamed', details: { ...noDetails, from: 'old-name', to: 'new-name' } });
    listAuditLog.mockResolvedValue(onePage([renamed]));
    await renderAdmin(<AuditPage />, { url: '/admin/audit', language });
    await screen.findByRole('table', { name: table });
    expect(bodyRows(table)[0]?.[2]).toBe(what);
  });

  it.each([
    ['en', 'Audit log', ['Asked for review', 'Withdrew the review request']],
    ['sv', 'Granskningslogg', ['Bad om granskning', 'Drog tillbaka begäran om granskning']],
  ] as const)(
    'names a draft asked to be reviewed and the request withdrawn, in words (%s)',
    async (language, table, what) => {
      listAuditLog.mockResolvedValue(
        onePage([
          entry({ id: 'r', action: 'review_requested', details: noDetails }),
          entry({ id: 'w', action: 'review_withdrawn', details: noDetails }),
        ]),
      );
      await renderAdmin(<AuditPage />, { url: '/admin/audit', language });
      await screen.findByRole('table', { name: table });
      expect(bodyRows(table).map((row) => row[2])).toEqual(what);
    },
  );

  it('says a log with no entries at all is empty, not that filters match nothing (en and sv)', async () => {
    listAuditLog.mockResolvedValue(onePage([]));
    const first = await renderAdmin(<AuditPage />, { url: '/admin/audit' });
    await screen.findByText('No entries yet: what staff publish, change and export shows here.');
    expect(screen.queryByText('No entries match these filters.')).not.toBeInTheDocument();
    first.unmount();
    await renderAdmin(<AuditPage />, { url: '/admin/audit', language: 'sv' });
    await screen.findByText('Inga poster ännu: det som personalen publicerar, ändrar och exporterar visas här.');
  });

  it('filters by action and by person with the keyboard, kept in the address', async () => {
    listAuditLog.mockResolvedValue(onePage([]));
    await renderAdmin(<AuditPage />, { url: '/admin/audit?action=deleted' });
    await screen.findByText('No entries match these filters.');
    expect(listAuditLog).toHaveBeenLastCalledWith({ action: 'deleted', actorEmail: undefined }, null);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by action' }), 'Published');
    await waitFor(() =>
      expect(listAuditLog).toHaveBeenLastCalledWith({ action: 'published', actorEmail: undefined }, null),
    );
    expect(currentLocation()).toBe('/admin/audit?action=published');

    const person = screen.getByRole('textbox', { name: 'Filter by person (e-mail)' });
    await userEvent.type(person, 'eva@example.se{Enter}');
    await waitFor(() =>
      expect(listAuditLog).toHaveBeenLastCalledWith({ action: 'published', actorEmail: 'eva@example.se' }, null),
    );
    // The same field, still focused (a new field for each filtering lost the focus).
    expect(screen.getByRole('textbox', { name: 'Filter by person (e-mail)' })).toBe(person);
    expect(person).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Everyone' }));
    await waitFor(() =>
      expect(listAuditLog).toHaveBeenLastCalledWith({ action: 'published', actorEmail: undefined }, null),
    );
    // Everyone went with the filter: the focus is in the emptied field, not on the page.
    expect(person).toHaveFocus();
    expect(person).toHaveValue('');
  });

  it.each([
    ['en', 'Filter by person (e-mail)', 'Enter a valid e-mail address, such as name@example.com.'],
    ['sv', 'Filtrera på person (e-post)', 'Ange en giltig e-postadress, till exempel namn@exempel.se.'],
  ] as const)(
    "(%s) holds back a person that is not an address, saying why in the console's language",
    async (language, label, said) => {
      listAuditLog.mockResolvedValue(onePage([]));
      await renderAdmin(<AuditPage />, { url: '/admin/audit', language });
      const person = await screen.findByRole<HTMLInputElement>('textbox', { name: label });
      await userEvent.type(person, 'eva{Enter}');
      expect(person.validationMessage).toBe(said);
      expect(currentLocation()).toBe('/admin/audit');
    },
  );

  it('finds a person’s entries whatever case their address is typed in (the log stores it lower-cased)', async () => {
    const stored = (id: string, actor: string) => ({
      id,
      data: {
        action: 'published',
        actor_email: actor,
        at: Timestamp.fromDate(new Date('2026-03-01T12:05:00Z')),
        target: { collection: 'blogs', id, title: `Post ${id}` },
        details: {},
      },
    });
    auditLogStore.entries = [
      stored('a', 'anna@example.com'),
      stored('b', 'eva@example.se'),
      stored('c', 'anna@example.com'),
    ];
    const actual = await vi.importActual<typeof import('../data/audit')>('../data/audit');
    listAuditLog.mockImplementation(actual.listAuditLog);
    await renderAdmin(<AuditPage />, { url: '/admin/audit' });
    await screen.findByRole('table', { name: 'Audit log' });
    // The help under the field says so.
    expect(screen.getByRole('textbox', { name: 'Filter by person (e-mail)' })).toHaveAccessibleDescription(
      'The whole e-mail address of a member of staff. Capital letters do not matter.',
    );

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Filter by person (e-mail)' }),
      ' Anna@Example.com {Enter}',
    );
    // The field and the address keep what was typed.
    await waitFor(() => expect(currentLocation()).toBe('/admin/audit?person=Anna%40Example.com'));
    await waitFor(() =>
      expect(bodyRows('Audit log').map((row) => [row[1], row[3]])).toEqual([
        ['anna@example.com', 'Post: Post a (no longer exists)'],
        ['anna@example.com', 'Post: Post c (no longer exists)'],
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'Filter by person (e-mail)' })).toHaveValue('Anna@Example.com');
  });

  it('says in one polite status how many entries each filter shows (a screen reader hears it), in both languages', async () => {
    listAuditLog.mockResolvedValueOnce(onePage(ENTRIES.slice(0, 2)));
    const first = await renderAdmin(<AuditPage />, { url: '/admin/audit' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All 2 entries are shown.'));
    const status = screen.getByRole('status');
    listAuditLog.mockResolvedValueOnce(onePage(ENTRIES.slice(2, 3)));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by action' }), 'Deleted');
    await waitFor(() => expect(status).toHaveTextContent('1 entry is shown.'));
    listAuditLog.mockResolvedValueOnce(onePage([]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by action' }), 'Published');
    await waitFor(() => expect(status).toHaveTextContent('No entries match these filters.'));
    // The same region throughout: one that appears with its text is often not read out.
    expect(status).toBeInTheDocument();
    first.unmount();

    listAuditLog.mockResolvedValueOnce(onePage(ENTRIES.slice(2, 3)));
    await renderAdmin(<AuditPage />, { url: '/admin/audit?action=deleted', language: 'sv' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 post visas.'));
  });

  it('reads older entries a page at a time, to the end, and says how many it shows', async () => {
    const older = {} as PageCursor;
    const newest = Array.from({ length: 3 }, (_, index) => entry({ id: `new${index}` }));
    listAuditLog.mockResolvedValueOnce({ items: newest, next: older });
    listAuditLog.mockResolvedValueOnce(onePage([entry({ id: 'oldest', action: 'deleted' })]));
    await renderAdmin(<AuditPage />, { url: '/admin/audit' });
    expect(await screen.findByText('Showing the newest 3 entries.')).toHaveAttribute('role', 'status');
    expect(bodyRows('Audit log')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    // The next page starts where the first ended.
    expect(listAuditLog).toHaveBeenLastCalledWith({ action: undefined, actorEmail: undefined }, older);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All 4 entries are shown.'));
    expect(bodyRows('Audit log').map((row) => row[2])).toEqual(['Published', 'Published', 'Published', 'Deleted']);
    // The button is gone: focus moves to what it did.
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('says when the log cannot be read, and keeps what it showed when an older page cannot', async () => {
    listAuditLog.mockResolvedValueOnce({ items: [entry({ id: 'a' })], next: {} as PageCursor });
    listAuditLog.mockRejectedValueOnce(new Error('unavailable'));
    const first = await renderAdmin(<AuditPage />, { url: '/admin/audit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to load the audit log']));
    expect(bodyRows('Audit log')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show older entries' })).toHaveFocus();
    first.unmount();

    listAuditLog.mockRejectedValue(new Error('permission-denied'));
    await renderAdmin(<AuditPage />, { url: '/admin/audit?action=deleted' });
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
    expect(screen.queryByText('No entries match these filters.')).not.toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    listAuditLog.mockResolvedValue(onePage([ENTRIES[0], ENTRIES[2], ENTRIES[10]] as AuditRow[]));
    await renderAdmin(<AuditPage />, { url: '/admin/audit', language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Granskningslogg' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Granskningslogg' });
    expect(bodyRows('Granskningslogg')).toEqual([
      [expect.stringMatching(/^1 mars 2026 13:05$/), 'admin@example.com', 'Publicerade', 'Inlägg: Hello'],
      [
        expect.stringMatching(/^1 mars 2026 13:05$/),
        'Någon i personalen (en radering sparar inte vem)',
        'Raderade',
        'Inlägg: Old (finns inte längre)',
      ],
      [
        expect.stringMatching(/^1 mars 2026 13:05$/),
        'admin@example.com',
        'Ändrade en roll: från skribent till administratör',
        'Personal: eva@example.se',
      ],
    ]);
    // A post's title is its English one, marked so (a Swedish voice reads it otherwise); the kind stays Swedish.
    const title = screen.getByRole('link', { name: 'Hello' });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(title.parentElement?.closest('[lang="en"]')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Filtrera på händelse' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filtrera på person (e-post)' })).toHaveAccessibleDescription(
      'Hela e-postadressen till någon i personalen. Stora och små bokstäver spelar ingen roll.',
    );
  });
});

describe('a withdrawn invitation', () => {
  it('says who withdrew whose invitation, and why when it went with its inviter, in both languages', async () => {
    const stored = (id: string, details: Record<string, unknown>) => {
      const read = auditEntryFromFirestore(id, {
        action: 'staff_invitation_withdrawn',
        actor_email: 'admin@example.com',
        at: Timestamp.fromDate(new Date('2026-03-01T12:05:00Z')),
        target: { collection: 'staff', id: `uid-${id}`, title: 'eva@example.se' },
        details,
      });
      if (!read) throw new Error('not read');
      return { ...read, targetExists: false };
    };
    const rowsOf = [
      stored('a', { role: 'writer' }),
      stored('b', { role: 'admin', inviter: 'olle@example.se', because: 'inviter_demoted' }),
      stored('c', { role: 'writer', inviter: 'olle@example.se', because: 'inviter_removed' }),
    ];
    listAuditLog.mockResolvedValue(onePage(rowsOf));
    await renderAdmin(<AuditPage />, { url: '/admin/audit' });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(bodyRows('Audit log').map((row) => row[2])).toEqual([
      'Withdrew the invitation: as Writer',
      'Withdrew the invitation: as Admin, made by olle@example.se, who was made a writer',
      'Withdrew the invitation: as Writer, made by olle@example.se, whose access was revoked',
    ]);
    expect(
      within(screen.getByRole('combobox', { name: 'Filter by action' })).getByRole('option', {
        name: 'Withdrew the invitation',
      }),
    ).toBeInTheDocument();

    cleanup();
    await renderAdmin(<AuditPage />, { url: '/admin/audit', language: 'sv' });
    await screen.findByRole('table', { name: 'Granskningslogg' });
    expect(bodyRows('Granskningslogg').map((row) => row[2])).toEqual([
      'Drog tillbaka inbjudan: som skribent',
      'Drog tillbaka inbjudan: som administratör, skickad av olle@example.se, som gjordes till skribent',
      'Drog tillbaka inbjudan: som skribent, skickad av olle@example.se, vars åtkomst återkallades',
    ]);
  });
});

describe('a resent unsubscribe notice or unsubscribe address', () => {
  it("says it was a subscription's unsubscribed (or unsubscribe address) event that was resent, not the lead, in both languages", async () => {
    const stored = (id: string, details: Record<string, unknown>) => {
      const read = auditEntryFromFirestore(id, {
        action: 'lead_resent',
        actor_email: 'admin@example.com',
        at: Timestamp.fromDate(new Date('2026-03-01T12:05:00Z')),
        target: { collection: 'leads', id: 'lead-9', title: '' },
        details,
      });
      if (!read) throw new Error('not read');
      return { ...read, targetExists: true };
    };
    listAuditLog.mockResolvedValue(
      onePage([
        stored('a', { state: 'delivered', event: 'unsubscribed' }),
        stored('c', { state: 'delivered', event: 'unsubscribeUrl' }),
        stored('b', { state: 'failed' }),
      ]),
    );
    await renderAdmin(<AuditPage />, { url: '/admin/audit' });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(bodyRows('Audit log').map((row) => row[2])).toEqual([
      'Resent a lead: its unsubscribe notice, delivery: Delivered',
      'Resent a lead: its unsubscribe address, delivery: Delivered',
      'Resent a lead: delivery: Failed',
    ]);

    cleanup();
    await renderAdmin(<AuditPage />, { url: '/admin/audit', language: 'sv' });
    await screen.findByRole('table', { name: 'Granskningslogg' });
    expect(bodyRows('Granskningslogg').map((row) => row[2])).toEqual([
      'Skickade om ett lead: beskedet om avregistreringen, leverans: Levererad',
      'Skickade om ett lead: dess avregistreringsadress, leverans: Levererad',
      'Skickade om ett lead: leverans: Misslyckad',
    ]);
  });
});
