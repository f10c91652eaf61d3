import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AdminRoute, matchAdminRoute } from '../../routes';
import { renderAdmin, signedInSession } from '../../test/render';
import { routeTitleKey } from '../title/ConsoleTitle';
import { AdminOnly, RequireStaff } from './RequireStaff';
import { useSessionStore } from './session';

vi.mock('@app/platform/auth', () => ({ auth: () => ({}) }));

const page = <p>The page</p>;

describe('the staff guard and its document titles', () => {
  it('while the session is checked, titles the page at the address', async () => {
    await renderAdmin(<RequireStaff>{page}</RequireStaff>, {
      url: '/admin/case-studies/new',
      session: { status: 'loading' },
      language: 'sv',
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.title).toBe('Nytt kundcase · Admin · Northwind AI');
  });

  it('an account without a role: "No access", and nothing about access removed', async () => {
    await renderAdmin(<RequireStaff>{page}</RequireStaff>, { url: '/admin/blog', role: null });
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(document.title).toBe('No access · Admin · Northwind AI');
    expect(screen.queryByText(/removed/)).toBeNull();
  });

  it.each([
    [
      'en',
      'Your access was removed',
      "You are signed in as nobody@example.com, but your access to the console was removed. If you still need it, ask one of the console's admins to invite you again.",
    ],
    [
      'sv',
      'Din åtkomst har tagits bort',
      'Du är inloggad som nobody@example.com, men din åtkomst till konsolen har tagits bort. Behöver du den fortfarande kan du be någon av konsolens administratörer att bjuda in dig igen.',
    ],
  ] as const)(
    '(%s) a member of staff whose role went while signed in is told it was removed',
    async (language, title, body) => {
      await renderAdmin(<RequireStaff>{page}</RequireStaff>, {
        url: '/admin/blog',
        session: signedInSession(null),
        accessRemoved: true,
        language,
      });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(body)).toBeInTheDocument();
      expect(document.title).toBe(`${title} · Admin · Northwind AI`);
      expect(screen.queryByText('The page')).toBeNull();
    },
  );

  it.each([
    [
      'en',
      'You are offline',
      'The console cannot reach its servers. You stay signed in, and what you type stays in the editor: save once the connection is back.',
    ],
    [
      'sv',
      'Du är offline',
      'Konsolen når inte sina servrar. Du är fortfarande inloggad, och det du skriver finns kvar i redigeraren: spara när anslutningen är tillbaka.',
    ],
  ] as const)('(%s) offline: the page stays, told so above it', async (language, title, body) => {
    await renderAdmin(<RequireStaff>{page}</RequireStaff>, {
      url: '/admin/blog/post-1/edit',
      role: 'writer',
      language,
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => useSessionStore.setState({ offline: true }));
    const said = screen.getByRole('status');
    expect(said).toHaveTextContent(title);
    expect(said).toHaveTextContent(body);
    expect(screen.getByText('The page')).toBeInTheDocument();
    act(() => useSessionStore.setState({ offline: false }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a writer at an admin page: titled "For admins only"', async () => {
    await renderAdmin(
      <RequireStaff>
        <AdminOnly>{page}</AdminOnly>
      </RequireStaff>,
      { url: '/admin/leads', role: 'writer', language: 'sv' },
    );
    expect(document.title).toBe('Endast för administratörer · Admin · Northwind AI');
  });
});

describe('routeTitleKey', () => {
  it.each([
    ['/auth', 'titles.signIn'],
    ['/admin/blog', 'titles.blogs.list'],
    ['/admin/blog/new', 'titles.blogs.new'],
    ['/admin/blog/post-1/edit', 'titles.blogs.edit'],
    ['/admin/case-studies', 'titles.caseStudies.list'],
    ['/admin/case-studies/new', 'titles.caseStudies.new'],
    ['/admin/case-studies/story-1/edit', 'titles.caseStudies.edit'],
    ['/admin/leads', 'titles.leads'],
    ['/admin/audit', 'titles.audit'],
    ['/admin/staff', 'titles.staff'],
  ])('%s is named by %s', (path, key) => {
    expect(routeTitleKey(matchAdminRoute(path))).toBe(key);
  });

  it('an unknown console address (sent on to the blog posts) is named as they are', () => {
    expect(routeTitleKey({ page: 'unknown' } satisfies AdminRoute)).toBe('titles.blogs.list');
  });
});
