import type { Blog } from '@app/domain';
import { blog } from '@app/domain/testing';
import { useToasts } from '@app/platform';
import { currentLocation } from '@app/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteBlog, listBlogs } from '../data/blogs';
import type { ContentRow } from '../data/collection';
import { reviewAsksOf } from '../data/reviewAsks';
import { useSessionStore } from '../features/auth/session';
import { renderAdmin } from '../test/render';
import ContentListPage from './ContentListPage';

vi.mock('../data/blogs', async () => (await import('../test/dataMocks')).blogsMock());
// Who asked for a review (the audit log): nobody known unless a test says.
vi.mock('../data/reviewAsks', () => ({ reviewAsksOf: vi.fn(async () => new Map()) }));
/** Auth's instance as the role check reads it: nobody signed in unless a test says. */
const authInstance = vi.hoisted(() => ({ currentUser: null as unknown, signOut: async () => {} }));
vi.mock('@app/platform/auth', () => ({ auth: () => authInstance }));

/** A post as the list reads it (data/collection.ts), its Swedish up to date unless `staleSwedish`. */
const asRow = (post: Blog, staleSwedish: string[] = []): ContentRow => ({ ...post, staleSwedish });

const ROWS: ContentRow[] = [
  asRow({
    id: 'scheduled',
    ...blog({
      title: 'Scheduled post',
      slug: 'scheduled-post',
      is_published: false,
      publish_at: new Date('2030-11-25T13:00:00Z'),
      unpublish_at: new Date('2030-12-01T08:00:00Z'),
    }),
  }),
  asRow({
    id: 'until',
    ...blog({ title: 'Seasonal post', slug: 'seasonal', unpublish_at: new Date('2030-07-01T10:00:00Z') }),
  }),
  asRow({ id: 'draft', ...blog({ title: 'Draft post', slug: 'draft-post', is_published: false }) }),
  asRow({ id: 'live', ...blog({ title: 'Live post', slug: 'live-post' }) }),
];

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

beforeEach(() => {
  vi.mocked(listBlogs).mockResolvedValue(ROWS);
  authInstance.currentUser = null;
  useToasts.setState({ toasts: [] });
});

describe('BlogListPage publication labels', () => {
  it('says when a post is scheduled and when it unpublishes, in Stockholm time', async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Scheduled post' });
    expect(within(row('Scheduled post')).getByText('Scheduled for 25 Nov 2030, 14:00')).toBeInTheDocument();
    expect(within(row('Scheduled post')).getByText('Unpublishes 1 Dec 2030, 09:00')).toBeInTheDocument();
    expect(within(row('Scheduled post')).queryByText('Draft')).toBeNull();
    expect(within(row('Seasonal post')).getByText('Unpublishes 1 Jul 2030, 12:00')).toBeInTheDocument();
    expect(within(row('Draft post')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Live post')).queryByText(/Draft|Scheduled|Unpublishes/)).toBeNull();
  });

  it.each([
    ['en', 'Published', 'Dated'],
    ['sv', 'Publicerad', 'Daterad'],
  ] as const)(
    "says 'published' on the date only of a post visitors can see now, 'dated' on a draft's or a scheduled one's (%s)",
    async (language, published, dated) => {
      // "Draft" beside "Published 31 December 2024" contradicted itself: the date is the post's, not a publication.
      await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', language });
      await screen.findByRole('heading', { name: 'Scheduled post' });
      for (const title of ['Draft post', 'Scheduled post']) {
        expect(within(row(title)).getByText(new RegExp(`^${dated} `))).toBeInTheDocument();
        expect(within(row(title)).queryByText(new RegExp(`^${published} `))).toBeNull();
      }
      for (const title of ['Live post', 'Seasonal post']) {
        expect(within(row(title)).getByText(new RegExp(`^${published} `))).toBeInTheDocument();
      }
    },
  );

  it('links only posts visitors can see now to the site', async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Scheduled post' });
    expect(within(row('Scheduled post')).queryByRole('link', { name: /View/ })).toBeNull();
    expect(within(row('Live post')).getByRole('link', { name: /View/ })).toBeInTheDocument();
  });

  it('says it in Swedish for a Swedish console', async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', language: 'sv' });
    await screen.findByRole('heading', { name: 'Scheduled post' });
    // "Manage Blogs" manages posts: in Swedish blogginlägg, as its New button and empty list say (bloggar are blogs).
    expect(screen.getByRole('heading', { level: 1, name: 'Hantera blogginlägg' })).toBeInTheDocument();
    expect(within(row('Scheduled post')).getByText('Schemalagd till 25 nov. 2030 14:00')).toBeInTheDocument();
    expect(within(row('Scheduled post')).getByText('Avpubliceras 1 dec. 2030 09:00')).toBeInTheDocument();
  });

  it("marks the posts' English text as English in a Swedish console, and its own words as Swedish", async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', language: 'sv' });
    const card = within(
      row(await screen.findByRole('heading', { name: 'Scheduled post' }).then((h) => h.textContent ?? '')),
    );
    // A screen reader speaking Swedish reads the title, excerpt and category with an English voice.
    for (const english of [
      card.getByRole('heading', { name: 'Scheduled post' }),
      card.getByText('A short story.'),
      card.getByText('AI Strategy'),
    ]) {
      expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    }
    expect(card.getByText('Schemalagd till 25 nov. 2030 14:00').closest('[lang="en"]')).toBeNull();
    expect(card.getByRole('link', { name: /^Redigera/ }).closest('[lang="en"]')).toBeNull();
  });

  it('marks a post whose Swedish is out of date', async () => {
    const live = { ...blog({ title: 'Live post', slug: 'live-post', title_sv: 'Levande inlägg' }), id: 'live' };
    vi.mocked(listBlogs).mockResolvedValue([
      asRow(live, ['title', 'excerpt']),
      asRow({ ...live, id: 'other', title: 'Other' }),
    ]);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Live post' });
    expect(within(row('Live post')).getByText('Swedish out of date (2 fields)')).toBeInTheDocument();
    expect(within(row('Other')).queryByText(/Swedish out of date/)).toBeNull();
  });
});

describe('BlogListPage at size', () => {
  const many: ContentRow[] = Array.from({ length: 1000 }, (_, i) =>
    asRow({
      id: `p${i}`,
      ...blog({ title: `Post number ${i}`, slug: `post-${i}`, excerpt: i % 100 === 7 ? 'About forecasting' : 'Other' }),
    }),
  );
  const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it('shows a page of 25 at a time, with pages to move through', async () => {
    vi.mocked(listBlogs).mockResolvedValue(many);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Post number 0' });
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('nav') === null)).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('heading', { name: 'Post number 25' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post number 0' })).toBeNull();
  });

  it('searches every document, not just the page shown, in title, slug and listed text', async () => {
    vi.mocked(listBlogs).mockResolvedValue(many);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Post number 0' });
    // Pasted: typing letter by letter into a list of a thousand is slow under a loaded test runner.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search by title, slug or text' }));
    await userEvent.paste('FORECASTING');
    expect(titles()).toEqual(Array.from({ length: 10 }, (_, n) => `Post number ${n * 100 + 7}`));
    expect(screen.getByRole('status')).toHaveTextContent('Matching the search: 10 of 1,000');
    expect(screen.queryByRole('navigation', { name: 'Pages of the list' })).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.paste('post-999');
    expect(titles()).toEqual(['Post number 999']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.paste('nothing like it');
    expect(screen.getByText('Nothing matches this search.')).toBeInTheDocument();
  });
  it("announces a search's count in a live region already on the page, so a screen reader hears the first one too", async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Live post' });
    // A live region put on the page with its text is often not read: it must be there, empty, first.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title, slug or text' }), 'live');
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent('Matching the search: 1 of 4');
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(status).toHaveTextContent('Nothing matches this search.');
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(status).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });
});

describe('BlogListPage counts', () => {
  it('writes them with the digit grouping of a Swedish console: 1 006, with a no-break space', async () => {
    const many: ContentRow[] = Array.from({ length: 1006 }, (_, i) =>
      asRow({ id: `p${i}`, ...blog({ title: `Post number ${i}`, slug: `post-${i}`, excerpt: 'About forecasting' }) }),
    );
    vi.mocked(listBlogs).mockResolvedValue(many);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog?q=forecasting', language: 'sv' });
    // Read as it is: toHaveTextContent would make the no-break spaces plain ones.
    expect((await screen.findByText(/^Matchar sökningen/)).textContent).toBe(
      'Matchar sökningen: 1\u00a0006 av 1\u00a0006',
    );
  });
});

describe('BlogListPage for a writer', () => {
  it('shows only the content sections, says what a writer does, and lets them delete drafts only', async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', role: 'writer' });
    await screen.findByRole('heading', { name: 'Draft post' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Blogs', 'Case studies']);
    expect(screen.getByText(/You are signed in as a writer/)).toBeInTheDocument();
    expect(within(row('Draft post')).getByRole('button', { name: 'Delete Draft post' })).toBeEnabled();
    for (const title of ['Live post', 'Scheduled post']) {
      const button = within(row(title)).getByRole('button', { name: `Delete ${title}` });
      expect(button).toBeDisabled();
      // The reason is reachable with the keyboard: the wrapper is focusable and described by it.
      expect(button.parentElement).toHaveAccessibleDescription(
        'Only admins delete an item that is published or scheduled.',
      );
    }
  });

  it('shows an admin every section', async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Draft post' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Blogs',
      'Case studies',
      'Leads',
      'Audit log',
      'Staff',
    ]);
    expect(within(row('Live post')).getByRole('button', { name: 'Delete Live post' })).toBeEnabled();
  });
});

describe('deleting from the list', () => {
  it('puts the focus on the Edit link of the post now in the deleted one’s place, or of the one before when it was the last', async () => {
    vi.mocked(deleteBlog).mockResolvedValue(undefined);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Draft post' });
    await userEvent.click(within(row('Draft post')).getByRole('button', { name: 'Delete Draft post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Draft post”?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this blog?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Draft post' })).toBeNull());
    // Its buttons went with it: the focus is on the next post's, not dropped to the page.
    await waitFor(() => expect(within(row('Live post')).getByRole('link', { name: 'Edit Live post' })).toHaveFocus());

    await userEvent.click(within(row('Live post')).getByRole('button', { name: 'Delete Live post' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Live post' })).toBeNull());
    await waitFor(() =>
      expect(within(row('Seasonal post')).getByRole('link', { name: 'Edit Seasonal post' })).toHaveFocus(),
    );
    expect(deleteBlog).toHaveBeenCalledTimes(2);
  });
});

/** The innermost element whose text is `text`, an e-mail address in it breakable (BreakableEmail's parts). */
const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

describe('BlogListPage, drafts ready for review', () => {
  const marked = ROWS.map((item) => (item.id === 'draft' ? { ...item, ready_for_review: true } : item));
  const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it('marks a draft ready for review, and filters the list to those, kept in the address', async () => {
    vi.mocked(listBlogs).mockResolvedValue(marked);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Draft post' });
    expect(within(row('Draft post')).getByText('Ready for review')).toBeInTheDocument();
    expect(within(row('Live post')).queryByText('Ready for review')).toBeNull();
    expect(titles()).toHaveLength(4);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ready for review' }));
    expect(titles()).toEqual(['Draft post']);
    expect(screen.getByRole('status')).toHaveTextContent('Ready for review: 1 of 4');
    expect(currentLocation()).toBe('/admin/blog?review=1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ready for review' }));
    expect(titles()).toHaveLength(4);
    expect(currentLocation()).toBe('/admin/blog');
  });

  it('opens filtered from its address, with the search too, and says when no draft is waiting', async () => {
    vi.mocked(listBlogs).mockResolvedValue(ROWS);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog?review=1' });
    expect(await screen.findByRole('checkbox', { name: 'Ready for review' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('No draft is waiting for review.');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it.each([
    ['en', 'Asked by writer@example.se, 4 Mar 2026, 09:30'],
    ['sv', 'Granskning begärd av writer@example.se, 4 mars 2026 09:30'],
  ] as const)(
    'shows an admin who asked for each marked draft and when, one read for the page (%s)',
    async (language, text) => {
      const more = Array.from({ length: 30 }, (_, index) =>
        asRow({
          id: `marked-${index}`,
          ...blog({ title: `Marked ${index}`, slug: `marked-${index}`, is_published: false }),
          ready_for_review: true,
        } as Blog),
      );
      vi.mocked(listBlogs).mockResolvedValue([...marked, ...more]);
      vi.mocked(reviewAsksOf)
        .mockClear()
        .mockResolvedValue(new Map([['draft', { email: 'writer@example.se', at: new Date('2026-03-04T08:30:00Z') }]]));
      await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog?review=1', language });
      await screen.findByRole('heading', { name: 'Draft post' });
      expect(await within(row('Draft post')).findByText(wholeText(text))).toBeInTheDocument();
      // A marked draft whose asker is not known (yet) keeps its mark, without a name.
      expect(within(row('Marked 0')).queryByText(/writer@example.se/)).toBeNull();
      // The page's marked rows (25 of 31), in one read.
      expect(reviewAsksOf).toHaveBeenCalledTimes(1);
      const [collection, ids] = vi.mocked(reviewAsksOf).mock.calls[0] ?? [];
      expect(collection).toBe('blogs');
      expect(ids).toHaveLength(25);
      expect(ids).toContain('draft');
    },
  );

  it('asks nothing for a writer: the audit log is the admins’', async () => {
    vi.mocked(listBlogs).mockResolvedValue(marked);
    vi.mocked(reviewAsksOf).mockClear();
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', role: 'writer' });
    await screen.findByRole('heading', { name: 'Draft post' });
    expect(within(row('Draft post')).getByText('Ready for review')).toBeInTheDocument();
    expect(reviewAsksOf).not.toHaveBeenCalled();
  });

  it('says it in Swedish', async () => {
    vi.mocked(listBlogs).mockResolvedValue(marked);
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', language: 'sv' });
    await screen.findByRole('heading', { name: 'Draft post' });
    expect(within(row('Draft post')).getByText('Klar för granskning')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Klar för granskning' }));
    expect(screen.getByRole('status')).toHaveTextContent('Klara för granskning: 1 av 4');
  });
});

describe('BlogListPage document title', () => {
  it("names the section in the console's language", async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Live post' });
    expect(document.title).toBe('Blog posts · Admin · Northwind AI');
  });

  it('in Swedish', async () => {
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', language: 'sv' });
    await screen.findByRole('heading', { name: 'Live post' });
    expect(document.title).toBe('Blogginlägg · Admin · Northwind AI');
  });
});

describe('BlogListPage when the list cannot be read', () => {
  const failedToast = () =>
    useToasts.getState().toasts.filter(({ description }) => description === 'Failed to load blogs');

  it('says so while the access stands', async () => {
    vi.mocked(listBlogs).mockRejectedValue(new Error('Reading blogs answered 503'));
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', role: 'writer' });
    await waitFor(() => expect(failedToast()).toHaveLength(1));
  });

  it('refused because the access just went (revoked while the list was open): the removal is the one message', async () => {
    // The read is refused; the role check it leads to finds Auth refusing the account's token
    // (revokeStaff disabled it), so the member is signed out and told so on /auth, not also here.
    vi.mocked(listBlogs).mockRejectedValue(new Error('Reading blogs answered 403'));
    authInstance.currentUser = {
      uid: 'writer-1',
      getIdTokenResult: async () => {
        throw new FirebaseError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).');
      },
    };
    await renderAdmin(<ContentListPage typeId="blogs" />, { url: '/admin/blog', role: 'writer' });
    await waitFor(() => expect(useSessionStore.getState().accessRemoved).toBe(true));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failedToast()).toHaveLength(0);
  });
});
