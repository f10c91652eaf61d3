import {
  type Blog,
  type BlogDraft,
  blogFieldsSchema,
  blogToFirestore,
  draftToBlogFields,
  fieldIssues,
  formatDateTime,
  makeSlug,
  publicationFromDraft,
  searchDescription,
  type TranslationSources,
  textFingerprint,
  todayInStockholm,
  toStockholmDateTime,
} from '@app/domain';
import { blog } from '@app/domain/testing';
import { useToasts } from '@app/platform';
import { Link, Navigate, useLocation } from '@app/platform/router';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteApp, FirebaseError, initializeApp } from 'firebase/app';
import { doc, getDoc, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blogRevision,
  blogRevisions,
  blogServerTime,
  blogSuggestions,
  blogTranslationSources,
  createBlog,
  getBlog,
  updateBlog,
} from '../data/blogs';
import { InvalidFieldsError, SlugRedirectsError } from '../data/collection';
import { EditConflictError } from '../data/editConflict';
import { reviewAsksOf } from '../data/reviewAsks';
import { RequireStaff } from '../features/auth/RequireStaff';
import { addressAfterSignIn } from '../features/auth/returnTo';
import { useSessionStore } from '../features/auth/session';
import { forgetStaff, rememberStaff } from '../features/auth/staffHint';
import { backupKey, type DraftBackup } from '../features/editor/draftBackup';
import { editorKey, matchAdminRoute } from '../routes';
import { mockHistory } from '../test/dataMocks';
import { decodeEveryImage, pngFile } from '../test/images';
import PlainMarkdownEditor from '../test/plainMarkdownEditor';
import { currentPath, renderAdmin, signedInSession } from '../test/render';
import ContentEditPage from './ContentEditPage';

vi.mock('../data/blogs', async () => (await import('../test/dataMocks')).blogsMock());

vi.mock('../data/previewLinks', async () => (await import('../test/dataMocks')).previewLinksMock());
// Who asked for a review (the audit log): nobody known unless a test says.
vi.mock('../data/reviewAsks', () => ({ reviewAsksOf: vi.fn(async () => new Map()) }));

const uploadImage = vi.fn<(file: File, folder: string, onProgress: (percent: number) => void) => Promise<string>>();
vi.mock('../data/images', () => ({
  uploadImage: (file: File, folder: string, onProgress: (percent: number) => void) =>
    uploadImage(file, folder, onProgress),
}));

const translate = vi.fn<(request: unknown) => Promise<unknown>>();
vi.mock('@app/platform/translate', () => ({ translate: (_type: unknown, request: unknown) => translate(request) }));

// Loaded with the test file, so the lazy editor resolves at once.
vi.mock('../features/editor/MarkdownEditor', () => ({ default: PlainMarkdownEditor }));

const STORED: Blog = {
  id: 'post-1',
  ...blog({
    title: 'Stored title',
    slug: 'stored-title',
    excerpt: 'Stored excerpt',
    content: '## Stored body',
    category: 'AI Strategy',
    author: 'Ada',
    published_date: '2025-03-01',
    title_sv: 'Lagrad titel',
  }),
};

/** What the data layer returns for a save of the English side. */
const savedAsTyped = async (loaded: Blog, draft: BlogDraft): Promise<Blog> => ({
  ...loaded,
  ...draft,
  ...publicationFromDraft(draft),
  image_url: null,
  title_sv: draft.title_sv || null,
  excerpt_sv: null,
  content_sv: null,
  category_sv: null,
});

/**
 * The error Firestore Lite itself throws when a request gets no answer (the connection failed:
 * fetch rejects, as it does offline or with the emulator down).
 */
async function liteNoAnswerError(): Promise<unknown> {
  const app = initializeApp({ projectId: 'demo-offline', apiKey: 'demo-key' }, `offline-${Math.random()}`);
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  setLogLevel('silent');
  try {
    await getDoc(doc(getFirestore(app), 'blogs/post-1'));
  } catch (error) {
    return error;
  } finally {
    setLogLevel('error');
    fetchSpy.mockRestore();
    await deleteApp(app);
  }
  throw new Error('Firestore Lite answered without a connection');
}

// As the console mounts its editor (App.tsx): by the address, keyed by editorKey.
function EditorAtAddress() {
  const location = useLocation();
  const route = matchAdminRoute(location.pathname);
  return route.page === 'edit' ? (
    <ContentEditPage key={editorKey(route, location.state)} typeId={route.typeId} id={route.id} />
  ) : (
    <p>{route.page}</p>
  );
}

/** The sign-in page as far as these tests go: once signed in, where the console's goes (LoginPage). */
function SignInPage() {
  const location = useLocation();
  const signedIn = useSessionStore((state) => state.session.status === 'signed-in');
  return signedIn ? <Navigate to={addressAfterSignIn(location.state)} replace /> : <p>Sign in</p>;
}

/** The console as App.tsx mounts it: the sign-in page at /auth, the editor behind the staff guard. */
function ConsoleAtAddress() {
  const { pathname } = useLocation();
  return pathname === '/auth' ? (
    <SignInPage />
  ) : (
    <RequireStaff>
      <EditorAtAddress />
    </RequireStaff>
  );
}

const toasts = () => useToasts.getState().toasts.map((toast) => `${toast.title}: ${toast.description ?? ''}`);

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillRequired() {
  type(/^Title/, 'A new post');
  type(/^Excerpt/, 'Short summary');
  fireEvent.change(await screen.findByRole('textbox', { name: /^Content/ }), { target: { value: 'Body **text**' } });
  type(/^Category/, 'AI Strategy');
  type(/^Author/, 'Ada');
}

beforeEach(() => {
  vi.mocked(getBlog).mockReset();
  vi.mocked(createBlog).mockReset();
  vi.mocked(updateBlog).mockReset();
  vi.mocked(blogTranslationSources).mockReset().mockResolvedValue({});
  vi.mocked(blogServerTime)
    .mockReset()
    .mockImplementation(async () => new Date());
  useToasts.setState({ toasts: [] });
});

describe('BlogEditPage', () => {
  it('refuses to save with required fields missing and says which', async () => {
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Blog' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    expect(toasts()).toContain(
      'Missing fields: Please fill in all required fields (title, excerpt, content, category, author)',
    );
    expect(createBlog).not.toHaveBeenCalled();
    // Each empty required field says so, and the first in the form has the focus.
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Required: fill this in.');
    expect(screen.getByRole('textbox', { name: /^Author/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /^Content/ })).toHaveAccessibleDescription('Required: fill this in.');
    // Filled in, a field is no longer marked.
    type(/^Title/, 'A new post');
    expect(title).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: /^Excerpt/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('suggests the categories posts already have, the most used first, in each language', async () => {
    vi.mocked(blogSuggestions).mockResolvedValueOnce({
      values: { category: ['Product Updates', 'AI Strategy'], category_sv: ['AI-strategi', 'Produktnyheter'] },
      paired: { category_sv: { 'Product Updates': ['Produktnyheter'], 'AI Strategy': ['AI-strategi'] } },
    });
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    const options = (input: HTMLElement) =>
      Array.from(
        document.getElementById(input.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [],
        (o) => o.value,
      );
    // The browser's own list: the input becomes a combobox, the typing stays free.
    const category = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(options(category)).toEqual(['Product Updates', 'AI Strategy']));
    // In Swedish, first the name the posts of the English category give it.
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    const swedish = () => options(screen.getByRole('combobox', { name: /^Category \(Swedish\)/ }));
    expect(swedish()).toEqual(['AI-strategi', 'Produktnyheter']);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    type(/^Category/, 'Product Updates');
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    expect(swedish()).toEqual(['Produktnyheter', 'AI-strategi']);
    // Nothing else is suggested.
    expect(screen.getByRole('textbox', { name: /^Title/ })).not.toHaveAttribute('list');
  });

  it('says when the category typed is one posts already have, spelt another way', async () => {
    vi.mocked(blogSuggestions).mockResolvedValueOnce({
      values: { category: ['Product Updates'], category_sv: [] },
      paired: { category_sv: {} },
    });
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    const category = screen.getByRole('combobox', { name: /^Category/ });
    const said = 'Other posts write it “Product Updates”: choose that one, so it is one category on the site.';
    await waitFor(() => expect(category.getAttribute('list')).toBeTruthy());
    type(/^Category/, ' product  UPDATES');
    await waitFor(() => expect(category).toHaveAccessibleDescription(said));
    type(/^Category/, 'Product Updates');
    expect(category).not.toHaveAccessibleDescription(said);
    type(/^Category/, 'Product News');
    expect(category).not.toHaveAccessibleDescription(said);
  });

  it('a required field left empty in the Swedish view opens the English one at that field', async () => {
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    expect(screen.queryByRole('textbox', { name: /^Title \*/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks before taking a slug that still redirects to another post, and takes it over only when told', async () => {
    vi.mocked(createBlog)
      .mockRejectedValueOnce(new SlugRedirectsError('a-new-post'))
      .mockRejectedValueOnce(new SlugRedirectsError('a-new-post'))
      .mockImplementationOnce(async (draft: BlogDraft) => ({ ...(await savedAsTyped(STORED, draft)), id: 'new-id' }));
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'This address still leads to another item' });
    expect(dialog).toHaveTextContent('“a-new-post”');
    expect(dialog).toHaveTextContent('(/blog/a-new-post)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose another slug' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus is on the field to change.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveFocus());
    expect(vi.mocked(createBlog).mock.calls[0]?.[1]).toBeUndefined();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('A new post');

    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    const again = await screen.findByRole('dialog', { name: 'This address still leads to another item' });
    fireEvent.click(within(again).getByRole('button', { name: 'Take the address over' }));
    await waitFor(() => expect(createBlog).toHaveBeenCalledTimes(3));
    expect(vi.mocked(createBlog).mock.calls[2]?.[1]).toEqual({ takeOverRedirect: true });
  });

  it('creates a post from the form, dated today unless changed, and returns to the list', async () => {
    vi.mocked(createBlog).mockImplementation(async (draft: BlogDraft) => ({
      ...STORED,
      ...draft,
      // The data layer stores the slug made from the title when the field is empty.
      slug: makeSlug(draft),
      ...publicationFromDraft(draft),
      id: 'new-id',
      image_url: null,
      title_sv: null,
      excerpt_sv: null,
      content_sv: null,
      category_sv: null,
    }));
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    expect((screen.getByLabelText('Published Date') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(createBlog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'A new post', content: 'Body **text**', author: 'Ada', is_published: true }),
    );
    expect(toasts()).toContain('Success: Blog created successfully');
  });

  /**
   * A new post opened at 23:50 in Stockholm on 5 December, filled in (and `typed` into), and saved at
   * 00:10 on 6 December; `opened` checks the editor as it opened.
   */
  async function saveAcrossMidnight(opened: () => void = () => {}, typed: () => void = () => {}) {
    vi.mocked(createBlog).mockImplementation(async (draft: BlogDraft) => ({
      ...(await savedAsTyped(STORED, draft)),
      id: 'new-id',
    }));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-05T22:50:00Z'));
      await renderAdmin(<ContentEditPage typeId="blogs" />);
      opened();
      await fillRequired();
      typed();
      vi.setSystemTime(new Date('2026-12-05T23:10:00Z'));
      fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
      await waitFor(() => expect(createBlog).toHaveBeenCalled());
    } finally {
      vi.useRealTimers();
    }
  }

  it('dates a new post the day it is saved when the editor was opened the day before (Stockholm midnight between)', async () => {
    await saveAcrossMidnight(() => expect(screen.getByLabelText('Published Date')).toHaveValue('2026-12-05'));
    // Saved at 00:10 on 6 December: published that day, and dated so.
    expect(vi.mocked(createBlog).mock.calls[0]?.[0]).toMatchObject({ published_date: '2026-12-06' });
  });

  it('keeps the date staff chose for a new post, however late it is saved', async () => {
    await saveAcrossMidnight(undefined, () => type('Published Date', '2026-12-01'));
    expect(vi.mocked(createBlog).mock.calls[0]?.[0]).toMatchObject({ published_date: '2026-12-01' });
  });

  it('says so when the slug asked for was taken and the post was saved under the next free one', async () => {
    vi.mocked(createBlog).mockImplementation(async (draft: BlogDraft) => ({
      ...(await savedAsTyped(STORED, draft)),
      id: 'new-id',
      slug: `${makeSlug(draft)}-2`,
    }));
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(toasts()).toContain(
      'Success: Blog created successfully. The slug “a-new-post” was taken, so it was saved as “a-new-post-2”.',
    );
  });

  it('says so, in either language, when the slug typed was too long and was shortened', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join('-');
    const shortened = makeSlug({ slug: long, title: '' });
    expect(shortened.length).toBeLessThan(long.length);
    vi.mocked(createBlog).mockImplementation(async (draft: BlogDraft) => ({
      ...(await savedAsTyped(STORED, draft)),
      id: 'new-id',
      slug: makeSlug(draft),
    }));
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    await fillRequired();
    type(/^Slug/, long);
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(toasts()).toContain(
      `Success: Blog created successfully. The slug was longer than 120 characters, so it was shortened to “${shortened}”.`,
    );
    cleanup();
    useToasts.setState({ toasts: [] });
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockImplementation(async (loaded, draft) => ({
      ...(await savedAsTyped(loaded, draft)),
      slug: `${makeSlug(draft)}-2`,
    }));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      language: 'sv',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redigera blogginlägg' })).toBeInTheDocument();
    type(/^Slug/, long);
    fireEvent.click(screen.getByRole('button', { name: 'Spara blogginlägg' }));
    await waitFor(() =>
      expect(toasts().join('\n')).toContain(
        `Sluggen var längre än 120 tecken, så den kortades till ”${shortened}”. Sluggen ”${shortened}” var upptagen, så det sparades som ”${shortened}-2”.`,
      ),
    );
  });

  it("says in the console's language why Firestore refused a save, keeping what was typed", async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog)
      .mockRejectedValueOnce(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'))
      .mockRejectedValueOnce(new FirebaseError('unavailable', 'Failed to get document because the client is offline.'));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      language: 'sv',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redigera blogginlägg' })).toBeInTheDocument();
    type(/^Titel/, 'Ändrad titel');
    fireEvent.click(screen.getByRole('button', { name: 'Spara blogginlägg' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Fel: Det här kontot får inte spara detta (rollen kan ha ändrats, eller så publicerades det under tiden). Inget sparades; det du skrev finns kvar.',
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spara blogginlägg' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Spara blogginlägg' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Fel: Databasen gick inte att nå: kontrollera anslutningen. Inget sparades; det du skrev finns kvar, så spara igen.',
      ),
    );
    expect(toasts().join('\n')).not.toMatch(/insufficient|offline/);
    expect(screen.getByLabelText(/^Titel/)).toHaveValue('Ändrad titel');
    expect(currentPath()).toBe('/admin/blog/post-1/edit');
  });

  for (const [language, saveButton, offline] of [
    [
      'en',
      'Save Blog',
      'Error: The database could not be reached: check your connection. Nothing was saved; what you typed is still here, so save again.',
    ],
    [
      'sv',
      'Spara blogginlägg',
      'Fel: Databasen gick inte att nå: kontrollera anslutningen. Inget sparades; det du skrev finns kvar, så spara igen.',
    ],
  ] as const) {
    it(`says the database could not be reached when the connection fails (${language}), keeping what was typed`, async () => {
      vi.mocked(getBlog).mockResolvedValue(STORED);
      vi.mocked(updateBlog).mockRejectedValueOnce(await liteNoAnswerError());
      await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit', language });
      const title = await screen.findByLabelText(language === 'sv' ? /^Titel/ : /^Title/);
      await waitFor(() => expect(title).toHaveValue('Stored title'));
      fireEvent.change(title, { target: { value: 'Changed offline' } });
      fireEvent.click(screen.getByRole('button', { name: saveButton }));
      await waitFor(() => expect(toasts()).toContain(offline));
      expect(title).toHaveValue('Changed offline');
    });
  }

  for (const [language, saveButton, busy] of [
    [
      'en',
      'Save Blog',
      'Error: Someone else saved at the same moment, so nothing was saved. What you typed is still here: save again.',
    ],
    [
      'sv',
      'Spara blogginlägg',
      'Fel: Någon annan sparade i samma ögonblick, så inget sparades. Det du skrev finns kvar: spara igen.',
    ],
  ] as const) {
    it(`says someone else saved at the same moment when Firestore aborts the save (${language})`, async () => {
      vi.mocked(getBlog).mockResolvedValue(STORED);
      // What Firestore throws once its transaction has lost the contention on every attempt.
      vi.mocked(updateBlog).mockRejectedValueOnce(
        new FirebaseError('aborted', 'Transaction failed: too much contention on these documents.'),
      );
      await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit', language });
      const title = await screen.findByLabelText(language === 'sv' ? /^Titel/ : /^Title/);
      await waitFor(() => expect(title).toHaveValue('Stored title'));
      fireEvent.change(title, { target: { value: 'Changed at the same moment' } });
      fireEvent.click(screen.getByRole('button', { name: saveButton }));
      await waitFor(() => expect(toasts()).toContain(busy));
      expect(title).toHaveValue('Changed at the same moment');
      expect(currentPath()).toBe('/admin/blog/post-1/edit');
    });
  }

  it('says so when a save has had no answer for 30 seconds, keeping what was typed', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockReturnValue(new Promise<Blog>(() => {}));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      language: 'sv',
    });
    const title = await screen.findByLabelText(/^Titel/);
    await waitFor(() => expect(title).toHaveValue('Stored title'));
    fireEvent.change(title, { target: { value: 'Skrivet offline' } });
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Spara blogginlägg' }));
      await act(async () => void (await vi.advanceTimersByTimeAsync(29_000)));
      expect(toasts()).toEqual([]);
      await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    } finally {
      vi.useRealTimers();
    }
    expect(toasts()).toEqual([
      'Sparar fortfarande: Databasen har inte svarat på 30 sekunder. Kontrollera anslutningen; det du skrev finns kvar.',
    ]);
    expect(title).toHaveValue('Skrivet offline');
    expect(currentPath()).toBe('/admin/blog/post-1/edit');
  });

  it('updates the loaded post; a failed save keeps every value typed and shows the error', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockRejectedValueOnce(new Error('network down'));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Stored title');
    type(/^Title/, 'Edited title');
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(toasts()).toContain('Error: Failed to save blog'));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Edited title');
    expect(currentPath()).toBe('/admin/blog/post-1/edit');

    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(updateBlog).toHaveBeenLastCalledWith(STORED, expect.objectContaining({ title: 'Edited title' }), {
      overwrite: false,
    });
    expect(toasts()).toContain('Success: Blog updated successfully');
  });

  it('waits for a cover being uploaded before it saves, so the save does not leave it behind', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockImplementation(async (loaded, draft) => ({
      ...(await savedAsTyped(loaded, draft)),
      image_url: draft.image_url || null,
    }));
    let finish: (url: string) => void = () => {};
    uploadImage.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'With a new cover');
    decodeEveryImage();
    fireEvent.change(screen.getByLabelText('Featured Image'), { target: { files: [pngFile('cover.png')] } });
    await waitFor(() => expect(uploadImage).toHaveBeenCalled());
    // Saved now, the post would keep its old cover and the editor would close under the upload.
    const save = screen.getByRole('button', { name: 'Uploading image…' });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(updateBlog).not.toHaveBeenCalled();
    await act(async () => finish('https://example.com/cover.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(updateBlog).toHaveBeenCalledTimes(1);
    expect(updateBlog).toHaveBeenLastCalledWith(
      STORED,
      expect.objectContaining({ title: 'With a new cover', image_url: 'https://example.com/cover.png' }),
      { overwrite: false },
    );
    vi.unstubAllGlobals();
  });

  it('keeps in the editor what was typed while a save ran, and says it is not saved yet', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    let finish: () => void = () => {};
    vi.mocked(updateBlog).mockImplementation(
      (loaded, draft) => new Promise<Blog>((resolve) => (finish = () => resolve(savedAsTyped(loaded, draft)))),
    );
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'Saved title');
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(updateBlog).toHaveBeenCalledTimes(1));
    // A typo spotted while the save runs, fixed at once.
    type(/^Excerpt/, 'Fixed while saving');
    await act(async () => finish());
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Blog updated successfully. What you changed while it saved is not saved yet: save again to keep it.',
      ),
    );
    expect(currentPath()).toBe('/admin/blog/post-1/edit');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Saved title');
    expect(screen.getByLabelText(/^Excerpt/)).toHaveValue('Fixed while saving');

    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(updateBlog).toHaveBeenCalledTimes(2));
    expect(updateBlog).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Saved title' }),
      expect.objectContaining({ title: 'Saved title', excerpt: 'Fixed while saving' }),
      { overwrite: false },
    );
    await act(async () => finish());
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
  });

  it('moves a new post to its own address when something was typed while its first save ran, keeping what was typed', async () => {
    let finish: () => void = () => {};
    vi.mocked(createBlog).mockImplementation(
      (draft) =>
        new Promise<Blog>(
          (resolve) =>
            (finish = () =>
              void savedAsTyped(STORED, draft).then((saved) =>
                resolve({ ...saved, id: 'post-9', slug: 'a-new-post' }),
              )),
        ),
    );
    vi.mocked(updateBlog).mockImplementation(async (loaded, draft) => ({
      ...(await savedAsTyped(loaded, draft)),
      slug: 'a-new-post',
    }));
    await renderAdmin(<EditorAtAddress />, { url: '/admin/blog/new' });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(createBlog).toHaveBeenCalledTimes(1));
    type(/^Excerpt/, 'Fixed while saving');
    await act(async () => finish());
    await waitFor(() =>
      expect(toasts()).toContain(
        'Success: Blog created successfully. What you changed while it saved is not saved yet: save again to keep it.',
      ),
    );
    // A reload or a copied address now opens the saved post, not an empty new one.
    await waitFor(() => expect(currentPath()).toBe('/admin/blog/post-9/edit'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('A new post');
    expect(screen.getByLabelText(/^Excerpt/)).toHaveValue('Fixed while saving');
    expect(getBlog).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(createBlog).toHaveBeenCalledTimes(1);
    expect(updateBlog).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'post-9' }),
      expect.objectContaining({ excerpt: 'Fixed while saving' }),
      { overwrite: false },
    );
  });

  for (const [language, said] of [
    ['en', 'You were signed out while editing: what you had typed is back, not saved yet. Save to keep it.'],
    [
      'sv',
      'Du loggades ut medan du redigerade: det du hade skrivit är tillbaka men inte sparat än. Spara för att behålla det.',
    ],
  ] as const) {
    it(`keeps what was typed when the session ends (signed out in another tab), and gives it back once signed in again (${language})`, async () => {
      vi.mocked(getBlog).mockResolvedValue(STORED);
      vi.mocked(updateBlog).mockImplementation(async (loaded, draft) => savedAsTyped(loaded, draft));
      await renderAdmin(<ConsoleAtAddress />, { url: '/admin/blog/post-1/edit', language });
      const title = language === 'sv' ? /^Titel/ : /^Title/;
      await waitFor(() => expect(screen.getByLabelText(title)).toHaveValue('Stored title'));
      type(title, 'Typed before the session ended');
      const account = useSessionStore.getState().session;
      act(() => useSessionStore.setState({ session: { status: 'signed-out' } }));
      await waitFor(() => expect(currentPath()).toBe('/auth'));

      act(() => useSessionStore.setState({ session: account }));
      await waitFor(() => expect(currentPath()).toBe('/admin/blog/post-1/edit'));
      await waitFor(() => expect(screen.getByLabelText(title)).toHaveValue('Typed before the session ended'));
      expect(screen.getByText(said)).toBeInTheDocument();
      // Unchanged meanwhile: no conflict, and the save writes what was typed.
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: language === 'sv' ? 'Spara blogginlägg' : 'Save Blog' }));
      await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
      expect(updateBlog).toHaveBeenCalledWith(
        STORED,
        expect.objectContaining({ title: 'Typed before the session ended' }),
        { overwrite: false },
      );
    });
  }

  it('gives back what was typed before the session ended over a post saved meanwhile, asking first what to keep', async () => {
    vi.mocked(getBlog).mockResolvedValueOnce(STORED);
    const changed = { ...STORED, excerpt: 'Changed by a colleague meanwhile' };
    vi.mocked(getBlog).mockResolvedValueOnce(changed);
    await renderAdmin(<ConsoleAtAddress />, { url: '/admin/blog/post-1/edit' });
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Stored title'));
    type(/^Title/, 'Typed before the session ended');
    const account = useSessionStore.getState().session;
    act(() => useSessionStore.setState({ session: { status: 'signed-out' } }));
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    act(() => useSessionStore.setState({ session: account }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Typed before the session ended'));
    // The conflict dialog: reload the colleague's version, or overwrite it with what was typed.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('gives back what was typed in a new post when the session ended', async () => {
    await renderAdmin(<ConsoleAtAddress />, { url: '/admin/blog/new' });
    await fillRequired();
    const account = useSessionStore.getState().session;
    act(() => useSessionStore.setState({ session: { status: 'signed-out' } }));
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    act(() => useSessionStore.setState({ session: account }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog/new'));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('A new post'));
    expect(screen.getByLabelText(/^Author/)).toHaveValue('Ada');
  });

  for (const [language, publishAt, unpublishAt, publishSaid, unpublishSaid] of [
    [
      'en',
      'Publish at (Stockholm time)',
      'Unpublish at (Stockholm time)',
      'Chosen time: 5 Mar 2030, 14:30.',
      'Chosen time: 1 Apr 2030, 09:05.',
    ],
    [
      'sv',
      'Publicera (svensk tid)',
      'Avpublicera (svensk tid)',
      'Vald tid: 5 mars 2030 14:30.',
      'Vald tid: 1 apr. 2030 09:05.',
    ],
  ] as const) {
    it(`writes each time chosen out in the console's language under its field, whatever the browser's own format (${language})`, async () => {
      await renderAdmin(<ContentEditPage typeId="blogs" />, { language });
      const publish = screen.getByLabelText(publishAt, { exact: true });
      expect(publish.getAttribute('aria-describedby') ?? '').not.toBe('');
      const before = document.getElementById(publish.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
      expect(before).not.toMatch(/Chosen time|Vald tid/);
      type(publishAt, '2030-03-05T14:30');
      type(unpublishAt, '2030-04-01T09:05');
      expect(screen.getByLabelText(publishAt, { exact: true })).toHaveAccessibleDescription(
        expect.stringContaining(publishSaid),
      );
      expect(screen.getByLabelText(unpublishAt, { exact: true })).toHaveAccessibleDescription(
        expect.stringContaining(unpublishSaid),
      );
    });
  }

  for (const [language, dateLabel, said] of [
    ['en', 'Published Date', 'Chosen date: March 5, 2030.'],
    ['sv', 'Publiceringsdatum', 'Valt datum: 5 mars 2030.'],
  ] as const) {
    it(`writes the published date chosen out in the console's language under its field, whatever the browser's own format (${language})`, async () => {
      await renderAdmin(<ContentEditPage typeId="blogs" />, { language });
      type(dateLabel, '2030-03-05');
      expect(screen.getByLabelText(dateLabel, { exact: true })).toHaveAccessibleDescription(said);
    });
  }

  for (const [language, said] of [
    ['en', 'Last changed 1 Mar 2026, 13:05'],
    ['sv', 'Senast ändrad 1 mars 2026 13:05'],
  ] as const) {
    it(`says when the post's content last changed, in Stockholm time in the console's language (${language})`, async () => {
      vi.mocked(getBlog).mockResolvedValue({ ...STORED, updated_at: new Date('2026-03-01T12:05:00Z') });
      await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit', language });
      expect(await screen.findByText(said)).toBeInTheDocument();
    });
  }

  it('says nothing of a last change for a new post, nor for one stored before change times were kept', async () => {
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    expect(screen.queryByText(/^Last changed/)).toBeNull();
    cleanup();
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, updated_at: null });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
    expect(screen.queryByText(/^Last changed/)).toBeNull();
  });

  it('keeps nothing when staff leave the editor themselves: a later visit opens the stored post', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    const first = await renderAdmin(<ConsoleAtAddress />, { url: '/admin/blog/post-1/edit' });
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Stored title'));
    type(/^Title/, 'Dropped on purpose');
    first.unmount();
    await renderAdmin(<ConsoleAtAddress />, { url: '/admin/blog/post-1/edit' });
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Stored title'));
  });

  for (const language of ['en', 'sv'] as const) {
    it(`asks before a save discards a backup still waiting for Restore or Discard (${language})`, async () => {
      const words = {
        en: {
          save: 'Save Blog',
          question: 'Save and discard the backup?',
          saying: 'This browser still has a backup of changes made here (5 Mar 2030, 14:30, Stockholm time)',
          back: 'Go back',
          confirm: 'Save and discard backup',
        },
        sv: {
          save: 'Spara blogginlägg',
          question: 'Spara och släng säkerhetskopian?',
          saying:
            'Den här webbläsaren har fortfarande en säkerhetskopia av ändringar som gjordes här (5 mars 2030 14:30, svensk tid)',
          back: 'Gå tillbaka',
          confirm: 'Spara och släng säkerhetskopian',
        },
      }[language];
      vi.mocked(getBlog).mockResolvedValue(STORED);
      vi.mocked(updateBlog).mockImplementation(savedAsTyped);
      // A backup left by a tab closed without saving, 14:30 in Stockholm on 5 March 2030.
      const key = backupKey('admin-1', '/admin/blog/post-1/edit');
      const at = Date.UTC(2030, 2, 5, 13, 30);
      const left: DraftBackup = {
        owner: 'admin-1',
        address: '/admin/blog/post-1/edit',
        at,
        since: Date.now(),
        stored: '00000000000000',
        fields: { excerpt: 'Typed in a tab closed without saving' },
      };
      localStorage.setItem(key, JSON.stringify(left));
      // This browser holds the account's session, as after its sign-in (session.ts): its backups are written.
      rememberStaff('admin-1', 'admin@example.com');
      try {
        await renderAdmin(<ConsoleAtAddress />, { url: '/admin/blog/post-1/edit', language });
        expect(await screen.findByRole('alert')).toBeInTheDocument();
        type(/^(Title|Titel)/, 'Typed while the offer waited');
        fireEvent.click(screen.getByRole('button', { name: words.save }));
        const question = await screen.findByRole('dialog', { name: words.question });
        expect(question).toHaveTextContent(words.saying);
        // Gone back: nothing saved, the backup and the offer as they were.
        fireEvent.click(within(question).getByRole('button', { name: words.back }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(updateBlog).not.toHaveBeenCalled();
        expect(localStorage.getItem(key)).toContain('Typed in a tab closed without saving');
        expect(screen.getByRole('alert')).toBeInTheDocument();
        // What was typed is backed up beside it, a second later, as ever.
        await waitFor(() => expect(localStorage.getItem(key)).toContain('Typed while the offer waited'));
        expect(localStorage.getItem(key)).toContain('Typed in a tab closed without saving');
        // Confirmed: saved, and the backup goes.
        fireEvent.click(screen.getByRole('button', { name: words.save }));
        const again = await screen.findByRole('dialog', { name: words.question });
        fireEvent.click(within(again).getByRole('button', { name: words.confirm }));
        await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
        expect(updateBlog).toHaveBeenCalledWith(
          STORED,
          expect.objectContaining({ title: 'Typed while the offer waited', excerpt: 'Stored excerpt' }),
          { overwrite: false },
        );
        expect(localStorage.getItem(key)).toBeNull();
      } finally {
        localStorage.removeItem(key);
        forgetStaff();
      }
    });
  }

  it('says under the slug of a published post being renamed that its old address keeps leading to it', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    const hint = 'Leave empty to make it from the title.';
    expect(slug).toHaveAccessibleDescription(hint);
    type(/^Slug/, 'new-address');
    expect(slug).toHaveAccessibleDescription(
      `${hint} Its old address /blog/stored-title will keep leading to this post: a redirect is kept.`,
    );
    // Typed otherwise but saved as the same slug: nothing is renamed.
    type(/^Slug/, ' Stored Title ');
    expect(slug).toHaveAccessibleDescription(hint);
    // Emptied, the slug is made from the title: renamed only when the title makes another one.
    type(/^Slug/, '');
    expect(slug).toHaveAccessibleDescription(hint);
    type(/^Title/, 'A new title');
    expect(slug).toHaveAccessibleDescription(
      `${hint} Its old address /blog/stored-title will keep leading to this post: a redirect is kept.`,
    );
  });

  it('says nothing of the old address while the save would take the post off the site', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    const hint = 'Leave empty to make it from the title.';
    type(/^Slug/, 'new-address');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('will keep leading to this post'));
    // Unpublished by this save: its old address answers 404 like the new one, until it is published again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(slug).toHaveAccessibleDescription(hint);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('will keep leading to this post'));
  });

  it('says it in Swedish, and not for a draft, whose old address leads nowhere', async () => {
    vi.mocked(getBlog)
      .mockResolvedValueOnce(STORED)
      .mockResolvedValueOnce({ ...STORED, is_published: false });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      language: 'sv',
    });
    await screen.findByRole('heading', { level: 1, name: 'Redigera blogginlägg' });
    type(/^Slug/, 'ny-adress');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      'Lämna tomt för att skapa den från titeln. Den gamla adressen /blog/stored-title fortsätter att leda till inlägget: en omdirigering sparas.',
    );

    cleanup();
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Slug/, 'new-address');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      'Leave empty to make it from the title.',
    );
  });

  it('warns when the post changed since it was opened: reload shows theirs, overwrite saves mine', async () => {
    const theirs: Blog = { ...STORED, title: 'Their title' };
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockRejectedValueOnce(new EditConflictError(theirs));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'My title');
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload (discard mine)' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Their title'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    type(/^Title/, 'My title');
    vi.mocked(updateBlog).mockRejectedValueOnce(new EditConflictError({ ...theirs, title: 'Third' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    const again = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    fireEvent.click(within(again).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(updateBlog).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ title: 'My title' }), {
      overwrite: true,
    });
  });

  it('says that going back to the list from a post deleted meanwhile drops what was typed', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockRejectedValueOnce(new EditConflictError(null));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'My title');
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    expect(dialog).toHaveAccessibleDescription(
      'Someone deleted this item after you opened it. Overwrite to save your version again, or go back to the list without it (your changes are discarded).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the list (discard mine)' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
  });

  it('overwrites once however often Overwrite is clicked while the save runs', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    let finish: () => void = () => {};
    vi.mocked(updateBlog)
      .mockRejectedValueOnce(new EditConflictError({ ...STORED, title: 'Their title' }))
      .mockImplementation(
        (loaded, draft) => new Promise<Blog>((resolve) => (finish = () => resolve(savedAsTyped(loaded, draft)))),
      );
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'My title');
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    const overwrite = within(dialog).getByRole('button', { name: 'Overwrite' });
    fireEvent.click(overwrite);
    fireEvent.click(overwrite);
    expect(overwrite).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reload (discard mine)' })).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    // The conflicting save and one overwrite: one new version, not two.
    expect(updateBlog).toHaveBeenCalledTimes(2);
  });

  it('asks before Cancel throws away unsaved changes, and leaves at once when nothing changed', async () => {
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    type(/^Title/, 'Half-written');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Half-written');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
  });

  it('asks before an in-app link leaves unsaved changes, and follows it when confirmed', async () => {
    await renderAdmin(
      <>
        <Link to="/blog">Public blog</Link>
        <ContentEditPage typeId="blogs" />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Public blog' }));
    expect(currentPath()).toBe('/blog');
    cleanup();

    await renderAdmin(
      <>
        <Link to="/blog">Public blog</Link>
        <ContentEditPage typeId="blogs" />
      </>,
    );
    type(/^Title/, 'Half-written');
    fireEvent.click(screen.getByRole('link', { name: 'Public blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(currentPath()).toBe('/admin/blog/new');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentPath()).toBe('/blog'));
  });

  it('asks before closing the tab only while something is unsaved', async () => {
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    const clean = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(clean));
    expect(clean.defaultPrevented).toBe(false);
    type(/^Title/, 'Half-written');
    const dirty = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(dirty));
    expect(dirty.defaultPrevented).toBe(true);
  });

  it("marks each field's content with its language, and the console's own words with none of their own", async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    // The toggle's words are English words in an English console: not to be read with a Swedish voice.
    expect(screen.getByRole('button', { name: 'Swedish' })).not.toHaveAttribute('lang');
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    expect(screen.getByRole('textbox', { name: 'Title (Swedish)' })).toHaveAttribute('lang', 'sv');
    expect(screen.getByRole('textbox', { name: 'Excerpt (Swedish)' })).toHaveAttribute('lang', 'sv');
    expect(
      screen.getByRole('group', { name: 'Content (Swedish)' }).querySelector('textarea')?.closest('[lang]'),
    ).toHaveAttribute('lang', 'sv');
    expect(screen.getByRole('region', { name: /Content \(Swedish\)/ })).toHaveAttribute('lang', 'sv');
    // Side by side, the Swedish column's labels and headings are the console's English.
    fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    const swedish = screen.getByRole('region', { name: 'Swedish' });
    expect(within(swedish).getByRole('heading', { name: 'Swedish' }).closest('[lang]')).toBeNull();
    expect(within(swedish).getByRole('textbox', { name: 'Title (Swedish)' })).toHaveAttribute('lang', 'sv');
    cleanup();

    // A Swedish console marks the English content as English.
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      language: 'sv',
    });
    const title = await screen.findByRole('textbox', { name: /^Titel/ });
    expect(title).toHaveValue('Stored title');
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Engelska' })).not.toHaveAttribute('lang');
  });

  it('the language toggle switches the fields to their Swedish versions and back', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    expect(screen.getByLabelText('Title (Swedish)')).toHaveValue('Lagrad titel');
    type('Excerpt (Swedish)', 'Kort sammanfattning');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Stored title');
    expect(screen.getByLabelText(/^Excerpt/)).toHaveValue('Stored excerpt');
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    expect(screen.getByLabelText('Excerpt (Swedish)')).toHaveValue('Kort sammanfattning');
  });

  it('marks a value the schema refuses at its field, in either language, and keeps everything typed', async () => {
    const longTitle = 'Ä'.repeat(201);
    const issues = fieldIssues(blogFieldsSchema, blogToFirestore({ ...STORED, title_sv: longTitle }));
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockRejectedValueOnce(new InvalidFieldsError(issues));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText(/^Excerpt/)).toHaveAttribute('maxlength', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    type('Title (Swedish)', longTitle);
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() =>
      expect(toasts()).toContain('Some fields need changes: Title (Swedish): Too long: at most 200 characters.'),
    );
    const title = screen.getByLabelText('Title (Swedish)');
    expect(title).toHaveValue(longTitle);
    expect(title).toHaveAccessibleDescription('Too long: at most 200 characters.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe('/admin/blog/post-1/edit');

    type('Title (Swedish)', 'Kortare titel');
    expect(screen.getByLabelText('Title (Swedish)')).toHaveAttribute('aria-invalid', 'false');
  });

  it('lists the saved versions, shows what one changed, and restores it as a new version', async () => {
    const version = (
      number: number,
      changes: Partial<Blog>,
      savedBy: string | null,
      restoredFrom: number | null = null,
    ) => ({
      number,
      fields: { ...STORED, ...changes },
      savedAt: savedBy ? new Date(Date.UTC(2026, 10, 20, 8 + number, 5)) : null,
      savedBy,
      restoredFrom,
    });
    vi.mocked(getBlog).mockResolvedValue(STORED);
    mockHistory(blogRevisions, blogRevision, [
      version(3, {}, 'anna@example.com'),
      version(2, { title: 'Old title', content: '## Stored body\n\nA deleted paragraph.' }, 'bo@example.com'),
      version(1, { title: 'First title', content: '## Stored body\n\nA deleted paragraph.' }, null),
    ]);
    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    // The Swedish title was made from the stored English one; after the restore they are read again.
    vi.mocked(blogTranslationSources)
      .mockResolvedValueOnce({ title: textFingerprint('Stored title') })
      .mockReturnValue(new Promise(() => {}));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'Typed, not saved');
    fireEvent.click(screen.getByRole('button', { name: 'History' }));

    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    // The versions are read once the dialog opens: it shows a spinner until they come.
    const versions = await within(dialog).findByRole('list', { name: 'Saved versions' });
    await waitFor(() => expect(within(versions).getAllByRole('button')).toHaveLength(3));
    expect(
      within(versions)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'Version 320 Nov 2026, 12:05 · anna@example.com',
      'Version 220 Nov 2026, 11:05 · bo@example.com',
      'Version 1Before history was kept',
    ]);
    // The times are Stockholm's, whatever the browser's zone, and the dialog says so.
    expect(within(dialog).getByText('Times are Stockholm time.')).toBeInTheDocument();
    // Version 3 took the paragraph out and gave the post its stored title.
    expect(within(dialog).getByRole('heading', { name: 'What version 3 changed' })).toBeInTheDocument();
    const content = within(dialog).getByRole('heading', { name: 'Content' }).closest('section');
    expect(content?.querySelector('del')?.textContent).toBe('Removed: \nA deleted paragraph.\n');
    const title = within(dialog).getByRole('heading', { name: 'Title' }).closest('section');
    expect(title?.querySelector('del')?.textContent).toBe('Removed: Old title\n');
    expect(title?.querySelector('ins')?.textContent).toBe('Added: Stored title\n');
    expect(within(dialog).getByText('Restoring replaces the changes you have not saved.')).toBeInTheDocument();

    fireEvent.click(within(versions).getByRole('button', { name: /^Version 2/ }));
    expect(within(dialog).getByRole('heading', { name: 'What version 2 changed' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore version 2' }));
    await waitFor(() =>
      expect(updateBlog).toHaveBeenCalledWith(STORED, expect.objectContaining({ title: 'Old title' }), {
        restoredFrom: 2,
      }),
    );
    await waitFor(() => expect(toasts()).toContain('Success: Version 2 restored (saved as a new version)'));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Old title');
    // The sources read before the restore are not held against the restored English.
    expect(screen.queryByText(/^Out of date/)).not.toBeInTheDocument();
  });

  it('gives the focus back to History once a version is restored, not to the page', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    mockHistory(blogRevisions, blogRevision, [
      { number: 3, fields: STORED, savedAt: null, savedBy: null, restoredFrom: null },
      { number: 2, fields: { ...STORED, title: 'Old title' }, savedAt: null, savedBy: null, restoredFrom: null },
    ]);
    let saved: (blog: Blog) => void = () => {};
    vi.mocked(updateBlog).mockReturnValue(new Promise((resolve) => (saved = resolve)));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    const open = screen.getByRole('button', { name: 'History' });
    const enabledColor = getComputedStyle(open).color;
    // Opened from the keyboard: the focus is on the button.
    act(() => open.focus());
    fireEvent.click(open);
    const history = await screen.findByRole('dialog', { name: 'Version history' });
    fireEvent.click(await within(history).findByRole('button', { name: /^Version 2/ }));
    fireEvent.click(within(history).getByRole('button', { name: 'Restore version 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog gives the focus back to History, which says it is unavailable while the version
    // saves, rather than being disabled (a disabled button lets its focus go to the page).
    const history2 = screen.getByRole('button', { name: 'History' });
    expect(history2).toHaveAttribute('aria-disabled', 'true');
    // …and looks it (MUI's disabled look, UnavailableButton.test.tsx), not as the enabled one.
    expect(getComputedStyle(history2).color).not.toBe(enabledColor);
    await waitFor(() => expect(history2).toHaveFocus());
    fireEvent.click(history2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => saved({ ...STORED, title: 'Old title' }));
    await waitFor(() => expect(toasts()).toContain('Success: Version 2 restored (saved as a new version)'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'History' })).toHaveFocus());
    expect(getComputedStyle(screen.getByRole('button', { name: 'History' })).color).toBe(enabledColor);
  });

  it('keeps the focus on Save through a save that fails offline: unavailable while it runs, never disabled', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    let fail: (error: unknown) => void = () => {};
    vi.mocked(updateBlog).mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'A new title');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Blog' });
    const enabledBackground = getComputedStyle(save).backgroundColor;
    act(() => save.focus());
    fireEvent.click(save);
    // A disabled button lets its focus go to the page (a browser's focus fixup): it says it is
    // unavailable instead (and looks it), and a second press while it runs saves nothing more.
    const saving = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(getComputedStyle(saving).backgroundColor).not.toBe(enabledBackground);
    expect(saving).not.toBeDisabled();
    expect(saving).toHaveFocus();
    fireEvent.click(saving);
    expect(updateBlog).toHaveBeenCalledTimes(1);
    await act(async () => fail(new FirebaseError('unavailable', 'offline')));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const again = screen.getByRole('button', { name: 'Save Blog' });
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(getComputedStyle(again).backgroundColor).toBe(enabledBackground);
    expect(again).toHaveFocus();
  });

  it("puts the focus on Save once a colleague's version is loaded from the conflict dialog, not on the page", async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    let conflict: (error: unknown) => void = () => {};
    vi.mocked(updateBlog).mockReturnValue(new Promise((_resolve, reject) => (conflict = reject)));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'Mine');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Blog' });
    act(() => save.focus());
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await act(async () => conflict(new EditConflictError({ ...STORED, title: 'Their title' })));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload (discard mine)' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Their title'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Blog' })).toHaveFocus());
  });

  it('restores the version chosen, not what is typed, when a colleague saved meanwhile and Overwrite is chosen', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    mockHistory(blogRevisions, blogRevision, [
      { number: 3, fields: STORED, savedAt: null, savedBy: null, restoredFrom: null },
      { number: 2, fields: { ...STORED, title: 'Old title' }, savedAt: null, savedBy: null, restoredFrom: null },
    ]);
    vi.mocked(updateBlog)
      .mockRejectedValueOnce(new EditConflictError({ ...STORED, title: 'Their title' }))
      .mockImplementation(savedAsTyped);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    type(/^Title/, 'Typed, not saved');
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'Version history' });
    fireEvent.click(await within(history).findByRole('button', { name: /^Version 2/ }));
    fireEvent.click(within(history).getByRole('button', { name: 'Restore version 2' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    fireEvent.click(within(conflict).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(toasts()).toContain('Success: Version 2 restored (saved as a new version)'));
    expect(updateBlog).toHaveBeenCalledTimes(2);
    expect(updateBlog).toHaveBeenLastCalledWith(STORED, expect.objectContaining({ title: 'Old title' }), {
      restoredFrom: 2,
      overwrite: true,
    });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Old title');
    expect(currentPath()).toBe('/admin/blog/post-1/edit');
  });

  it('says a cover without alt text is skipped by screen readers, its title being beside it', async () => {
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, image_url: 'https://example.com/cover.png' });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    expect(await screen.findByRole('textbox', { name: 'Image alt text' })).toHaveAccessibleDescription(
      'What the image shows, for visitors who cannot see it. Left empty, screen readers skip the image (the title is beside it).',
    );
  });

  it("takes the cover's alt text in English and Swedish beside each other, whichever language is shown", async () => {
    const stored = { ...STORED, image_url: 'https://example.com/cover.png', image_alt: 'A chart' };
    vi.mocked(getBlog).mockResolvedValue(stored);
    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    const swedish = await screen.findByRole('textbox', { name: 'Image alt text (Swedish)' });
    expect(screen.getByRole('textbox', { name: 'Image alt text' })).toHaveValue('A chart');
    expect(swedish).toHaveAttribute('lang', 'sv');
    expect(swedish).toHaveAttribute('maxLength', '300');
    expect(swedish).toHaveAccessibleDescription('In Swedish. Left empty, Swedish visitors get the English.');
    fireEvent.change(swedish, { target: { value: 'Ett diagram' } });
    // The Swedish view shows the same pair once, not a second Swedish field.
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    expect(screen.getAllByRole('textbox', { name: /^Image alt text/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(updateBlog).toHaveBeenLastCalledWith(
      stored,
      expect.objectContaining({ image_alt: 'A chart', image_alt_sv: 'Ett diagram' }),
      { overwrite: false },
    );
  });

  it('shows the form once its out-of-date warning is known, so nothing moves down under a click', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    let answer: (sources: TranslationSources) => void = () => {};
    vi.mocked(blogTranslationSources).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    // Both are asked for at once; the post is read, what its Swedish came from not yet.
    await waitFor(() => expect(blogTranslationSources).toHaveBeenCalledWith('post-1'));
    expect(getBlog).toHaveBeenCalledWith('post-1');
    await act(async () => {});
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
    act(() => answer({ title: textFingerprint('An older title') }));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Stored title');
    expect(screen.getByText(/^Out of date: Title \(Swedish\)\./)).toBeInTheDocument();
  });

  it('tells of out-of-date Swedish and of unsaved changes politely, without interrupting the typing as alerts', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(blogTranslationSources).mockResolvedValue({ title: textFingerprint('Stored title') });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    await screen.findByRole('region', { name: 'Preview links' });
    expect(screen.queryByRole('alert')).toBeNull();
    // A key stroke in the English title makes its Swedish out of date and the form unsaved.
    type(/^Title/, 'Stored title, changed');
    expect(screen.queryByRole('alert')).toBeNull();
    const notes = screen.getAllByRole('status').map((status) => status.textContent);
    expect(notes).toContainEqual(expect.stringMatching(/^Out of date: Title \(Swedish\)\./));
    expect(notes).toContain('You have unsaved changes: preview links show the saved version. Save to show them.');
  });

  it('marks Swedish whose English changed since it was translated, and shows both languages side by side', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    // Its Swedish title was translated from an English title the post no longer has.
    vi.mocked(blogTranslationSources).mockResolvedValue({ title: textFingerprint('An older title') });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    expect(await screen.findByText(/^Out of date: Title \(Swedish\)\./)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    const english = screen.getByRole('region', { name: 'English' });
    const swedish = screen.getByRole('region', { name: 'Swedish' });
    expect(within(english).getByLabelText(/^Title/)).toHaveValue('Stored title');
    expect(within(swedish).getByLabelText('Title (Swedish)')).toHaveValue('Lagrad titel');
    // Shared fields once, in the English column.
    expect(screen.getAllByLabelText('Slug')).toHaveLength(1);
    expect(within(swedish).queryByLabelText(/^Author/)).not.toBeInTheDocument();

    // A new Swedish title is written against the English it stands beside: current again.
    type('Title (Swedish)', 'Ny svensk titel');
    expect(screen.queryByText(/^Out of date/)).not.toBeInTheDocument();
  });

  it('keeps Swedish translated here out of date when its English is edited before saving, and saves it so', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    translate.mockResolvedValue({
      title: 'Lagrad titel',
      excerpt: 'Lagrat utdrag',
      content: '## Lagrad text',
      category: 'AI-strategi',
      image_alt: '',
    });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    // The stored post has a Swedish title: asked first.
    const dialog = await screen.findByRole('dialog', { name: 'Replace the Swedish text?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByLabelText('Excerpt (Swedish)')).toHaveValue('Lagrat utdrag'));
    expect(screen.queryByText(/^Out of date/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The English excerpt edited after it was translated: its Swedish no longer says the same.
    fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    const english = screen.getByRole('region', { name: 'English' });
    fireEvent.change(within(english).getByLabelText(/^Excerpt/), { target: { value: 'A new excerpt' } });
    expect(screen.getByText(/^Out of date: Excerpt \(Swedish\)\./)).toBeInTheDocument();

    // Saved so: the Swedish excerpt's source is the English it was translated from.
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(updateBlog).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateBlog).mock.calls[0]?.[2]).toMatchObject({
      translated: {
        excerpt: { english: textFingerprint('Stored excerpt'), swedish: 'Lagrat utdrag' },
        title: { english: textFingerprint('Stored title'), swedish: 'Lagrad titel' },
      },
    });
  });

  it("sends the post's id with Translate, so a category renamed since its Swedish was set gets the new one's name", async () => {
    translate.mockReset().mockResolvedValue({
      title: 'Lagrad titel',
      excerpt: 'Lagrat utdrag',
      content: '## Lagrad text',
      category: 'Branschinsikter',
      image_alt: '',
    });
    // Renamed from AI Strategy into Industry Insights; its Swedish category still names the old one.
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, category: 'Industry Insights', category_sv: 'AI-strategi' });
    vi.mocked(blogTranslationSources).mockResolvedValue({
      title: textFingerprint('Stored title'),
      category: textFingerprint('AI Strategy'),
    });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    expect(await screen.findByText(/^Out of date: Category \(Swedish\)\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the Swedish text?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByLabelText('Category (Swedish)')).toHaveValue('Branschinsikter'));
    expect(translate).toHaveBeenCalledTimes(1);
    expect(translate).toHaveBeenCalledWith({
      title: 'Stored title',
      excerpt: 'Stored excerpt',
      content: '## Stored body',
      category: 'Industry Insights',
      targetLang: 'sv',
      documentId: 'post-1',
    });
    expect(screen.queryByText(/^Out of date/)).not.toBeInTheDocument();
  });

  it('sends no id with Translate for a post not saved yet', async () => {
    translate.mockReset().mockResolvedValue({
      title: 'Ett nytt inlägg',
      excerpt: 'Kort sammanfattning',
      content: 'Brödtext **text**',
      category: 'AI-strategi',
      image_alt: '',
    });
    await renderAdmin(<ContentEditPage typeId="blogs" />);
    await screen.findByRole('heading', { level: 1, name: 'Create New Blog' });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await waitFor(() => expect(translate).toHaveBeenCalledTimes(1));
    expect(translate.mock.calls[0]?.[0]).not.toHaveProperty('documentId');
  });

  it('previews the search result of each language live, and saves the SEO overrides typed', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    const section = screen.getByRole('region', { name: 'Search result and sharing' });
    const english = within(section).getByRole('figure', { name: 'Search result preview (English)' });
    // Unset: the page's own title with the blog's suffix, and its excerpt.
    expect(english).toHaveTextContent(/Stored title \| .+ Blog/);
    expect(english).toHaveTextContent('Stored excerpt');
    expect(english).toHaveTextContent('/blog/stored-title');
    // A long excerpt is previewed as the page's head sends it: cut to a search result's length.
    const excerpt = 'How a small Nordic firm can start with AI, measure what it gains, and grow from there. '.repeat(4);
    fireEvent.change(screen.getByRole('textbox', { name: /^Excerpt/ }), { target: { value: excerpt } });
    expect(english).toHaveTextContent(searchDescription(excerpt));
    expect(english).not.toHaveTextContent(excerpt.trim());

    fireEvent.change(within(section).getByRole('textbox', { name: 'SEO title' }), {
      target: { value: 'A title for search' },
    });
    fireEvent.change(within(section).getByRole('textbox', { name: 'SEO description' }), {
      target: { value: 'What a searcher reads.' },
    });
    expect(english).toHaveTextContent('A title for search');
    expect(english).toHaveTextContent('What a searcher reads.');
    expect(english).not.toHaveTextContent('Stored title |');
    expect(within(section).getByRole('textbox', { name: 'SEO title' })).toHaveAttribute('maxLength', '70');
    expect(within(section).getByRole('textbox', { name: 'SEO description' })).toHaveAttribute('maxLength', '160');

    // Side by side: the Swedish column has its own fields and preview, untouched by the English override.
    fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    const swedishColumn = screen.getByRole('region', { name: 'Swedish' });
    const swedish = within(swedishColumn).getByRole('figure', { name: 'Search result preview (Swedish)' });
    expect(swedish).toHaveTextContent(/Lagrad titel \| .+ Blogg/);
    expect(swedish).toHaveTextContent('/sv/blog/stored-title');
    fireEvent.change(within(swedishColumn).getByRole('textbox', { name: 'SEO title (Swedish)' }), {
      target: { value: 'En titel för sökning' },
    });
    expect(swedish).toHaveTextContent('En titel för sökning');

    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(updateBlog).toHaveBeenLastCalledWith(
      STORED,
      expect.objectContaining({
        seo_title: 'A title for search',
        seo_description: 'What a searcher reads.',
        seo_title_sv: 'En titel för sökning',
        seo_description_sv: '',
      }),
      { overwrite: false },
    );
  });

  describe('scheduling', () => {
    /** The save as the data layer does it: the domain's rules, then the schema check. */
    function saveThroughTheSchema() {
      vi.mocked(createBlog).mockImplementation(async (draft: BlogDraft) => {
        const fields = draftToBlogFields(draft, {});
        const issues = fieldIssues(blogFieldsSchema, blogToFirestore(fields));
        if (issues.length > 0) throw new InvalidFieldsError(issues);
        return { id: 'new-id', ...fields };
      });
    }

    it('schedules a post: a publish time ahead, typed in Stockholm time, locks the box as Scheduled', async () => {
      saveThroughTheSchema();
      await renderAdmin(<ContentEditPage typeId="blogs" />);
      await fillRequired();
      expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
      type('Publish at (Stockholm time)', '2030-11-25T14:00');
      const box = screen.getByRole('checkbox', { name: 'Scheduled: goes live 25 Nov 2030, 14:00' });
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
      await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
      const saved = await vi.mocked(createBlog).mock.results[0]?.value;
      expect(saved).toMatchObject({
        is_published: false,
        publish_at: new Date('2030-11-25T13:00:00Z'),
        unpublish_at: null,
      });
    });

    it("says Scheduled by the server's clock, which the save goes by, not by a browser clock running ahead", async () => {
      // The browser's clock is ten minutes ahead of the server's: by it, a publish time five
      // minutes from now (the server's) has passed, and the box said the post is published on save.
      vi.mocked(blogServerTime).mockResolvedValue(new Date(Date.now() - 10 * 60_000));
      await renderAdmin(<ContentEditPage typeId="blogs" />);
      await fillRequired();
      const publishAt = new Date(Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000);
      type('Publish at (Stockholm time)', toStockholmDateTime(publishAt));
      expect(
        await screen.findByRole('checkbox', { name: `Scheduled: goes live ${formatDateTime(publishAt, 'en')}` }),
      ).toBeDisabled();
      expect(blogServerTime).toHaveBeenCalledTimes(1);
    });

    it('dates a new post scheduled for later the day it goes live in Stockholm, unless a date was chosen', async () => {
      saveThroughTheSchema();
      await renderAdmin(<ContentEditPage typeId="blogs" />);
      const date = screen.getByLabelText('Published Date') as HTMLInputElement;
      const today = date.value;
      expect(today).toBe(todayInStockholm());
      await fillRequired();
      // 00:30 on 25 November in Stockholm is 23:30 UTC on the 24th: the day is Stockholm's.
      type('Publish at (Stockholm time)', '2030-11-25T00:30');
      expect(date.value).toBe('2030-11-25');
      type('Publish at (Stockholm time)', '2030-12-01T10:00');
      expect(date.value).toBe('2030-12-01');
      // Cleared, or a time already past (published at once): today again.
      type('Publish at (Stockholm time)', '');
      expect(date.value).toBe(today);
      type('Publish at (Stockholm time)', '2030-11-25T00:30');
      fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
      await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
      expect(await vi.mocked(createBlog).mock.results[0]?.value).toMatchObject({
        published_date: '2030-11-25',
        publish_at: new Date('2030-11-24T23:30:00Z'),
      });
    });

    it('moves the date of a scheduled post, dated the day it goes live, with its publish time', async () => {
      vi.mocked(getBlog).mockResolvedValue({
        ...STORED,
        is_published: false,
        published_date: '2030-12-10',
        // 09:00 in Stockholm.
        publish_at: new Date('2030-12-10T08:00:00Z'),
      });
      await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
      expect(await screen.findByLabelText('Publish at (Stockholm time)')).toHaveValue('2030-12-10T09:00');
      type('Publish at (Stockholm time)', '2030-12-20T09:00');
      expect(screen.getByLabelText('Published Date')).toHaveValue('2030-12-20');
    });

    it('keeps the date staff chose for a post they schedule', async () => {
      await renderAdmin(<ContentEditPage typeId="blogs" />);
      type('Published Date', '2030-01-15');
      type('Publish at (Stockholm time)', '2030-11-25T14:00');
      expect(screen.getByLabelText('Published Date')).toHaveValue('2030-01-15');
    });

    it('publishes at once for a publish time already past, and takes the box back when the time is cleared', async () => {
      await renderAdmin(<ContentEditPage typeId="blogs" />);
      type('Publish at (Stockholm time)', '2020-01-01T10:00');
      const box = screen.getByRole('checkbox', { name: 'Published when saved (the publish time has passed)' });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
      type('Publish at (Stockholm time)', '');
      expect(screen.getByRole('checkbox', { name: 'Published' })).toBeEnabled();
    });

    it('says a post is taken off the site when saved with an unpublish time already past, the box locked', async () => {
      vi.mocked(getBlog).mockResolvedValue(STORED);
      await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
      await screen.findByLabelText('Unpublish at (Stockholm time)');
      expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
      type('Unpublish at (Stockholm time)', '2020-01-01T10:00');
      const box = screen.getByRole('checkbox', { name: 'Unpublished when saved (the unpublish time has passed)' });
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
      type('Unpublish at (Stockholm time)', '');
      expect(screen.getByRole('checkbox', { name: 'Published' })).toBeEnabled();
    });

    it('says so in Swedish for a Swedish console', async () => {
      vi.mocked(getBlog).mockResolvedValue(STORED);
      await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
        url: '/admin/blog/post-1/edit',
        language: 'sv',
      });
      await screen.findByLabelText('Avpublicera (svensk tid)');
      type('Avpublicera (svensk tid)', '2020-01-01T10:00');
      expect(
        screen.getByRole('checkbox', { name: 'Avpubliceras när du sparar (avpubliceringstiden har passerat)' }),
      ).toBeDisabled();
    });

    it('shows a stored schedule in Stockholm time (summer time here) and keeps it on save', async () => {
      const scheduled: Blog = {
        ...STORED,
        is_published: false,
        publish_at: new Date('2030-07-01T10:00:00Z'),
        unpublish_at: new Date('2030-08-01T10:00:00Z'),
      };
      vi.mocked(getBlog).mockResolvedValue(scheduled);
      vi.mocked(updateBlog).mockImplementation(savedAsTyped);
      await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
      expect(await screen.findByLabelText('Publish at (Stockholm time)')).toHaveValue('2030-07-01T12:00');
      expect(screen.getByLabelText('Unpublish at (Stockholm time)')).toHaveValue('2030-08-01T12:00');
      expect(screen.getByRole('checkbox', { name: 'Scheduled: goes live 1 Jul 2030, 12:00' })).toBeDisabled();
      type(/^Title/, 'Edited title');
      fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
      await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
      const draft = vi.mocked(updateBlog).mock.calls[0]?.[1];
      expect(draft && publicationFromDraft(draft)).toEqual({
        is_published: false,
        publish_at: scheduled.publish_at,
        unpublish_at: scheduled.unpublish_at,
      });
    });

    it('refuses an unpublish time that is not after the publish time, marking the field', async () => {
      saveThroughTheSchema();
      await renderAdmin(<ContentEditPage typeId="blogs" />);
      await fillRequired();
      type('Publish at (Stockholm time)', '2030-11-25T14:00');
      type('Unpublish at (Stockholm time)', '2030-11-25T13:00');
      fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
      await waitFor(() =>
        expect(toasts()).toContain(
          'Some fields need changes: Unpublish at (Stockholm time): Must be after the publish time.',
        ),
      );
      expect(screen.getByText('Must be after the publish time.')).toBeInTheDocument();
      expect(currentPath()).toBe('/admin/blog/new');
    });

    it('names the fields in Swedish for a Swedish console', async () => {
      await renderAdmin(<ContentEditPage typeId="blogs" />, { language: 'sv' });
      type('Publicera (svensk tid)', '2030-11-25T14:00');
      expect(screen.getByRole('checkbox', { name: 'Schemalagd: publiceras 25 nov. 2030 14:00' })).toBeDisabled();
    });
  });
});

describe('BlogEditPage, a draft ready for review (an admin)', () => {
  it('says the draft waits for review, and publishing it saves it without the mark', async () => {
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false, ready_for_review: true });
    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    expect(await screen.findByText(/This draft is marked ready for review/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ready for review' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(screen.queryByRole('checkbox', { name: 'Ready for review' })).toBeNull();
    expect(screen.getByText('Publishing or scheduling it clears the request for review.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    const [, saved] = vi.mocked(updateBlog).mock.calls.at(-1) ?? [];
    expect(saved && draftToBlogFields(saved)).toMatchObject({ is_published: true, ready_for_review: false });
  });
});

/** The innermost element whose text is `text`, an e-mail address in it breakable (BreakableEmail's parts). */
const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

describe('BlogEditPage, who asked for the review', () => {
  const asked = new Map([['post-1', { email: 'writer@example.se', at: new Date('2026-03-04T08:30:00Z') }]]);

  it.each([
    ['en', 'Asked by writer@example.se, 4 Mar 2026, 09:30'],
    ['sv', 'Granskning begärd av writer@example.se, 4 mars 2026 09:30'],
  ] as const)('tells an admin who asked and when, from the audit log (%s)', async (language, text) => {
    vi.mocked(reviewAsksOf).mockClear().mockResolvedValue(asked);
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false, ready_for_review: true });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit', language });
    const asker = await screen.findByText(wholeText(text));
    expect(asker.closest('[role="status"]')).toHaveTextContent(/ready for review|klart för granskning/);
    expect(reviewAsksOf).toHaveBeenCalledWith('blogs', ['post-1']);
  });

  it('asks nothing for a writer (the audit log is the admins’), nor for a draft not marked', async () => {
    vi.mocked(reviewAsksOf).mockClear().mockResolvedValue(asked);
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false, ready_for_review: true });
    const { unmount } = await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      role: 'writer',
    });
    expect(await screen.findByText(/This draft is marked ready for review/)).toBeInTheDocument();
    unmount();
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false, ready_for_review: false });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('checkbox', { name: 'Ready for review' });
    expect(reviewAsksOf).not.toHaveBeenCalled();
    expect(screen.queryByText(/Asked by/)).toBeNull();
  });
});

describe('BlogEditPage, the review mark in the history', () => {
  const version = (number: number, changes: Partial<Blog>) => ({
    number,
    fields: { ...STORED, is_published: false, ...changes },
    savedAt: new Date(Date.UTC(2026, 10, 20, 8 + number, 5)),
    savedBy: 'anna@example.com',
    restoredFrom: null,
  });

  it('names the mark in words where a version changed it', async () => {
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false, ready_for_review: true });
    mockHistory(blogRevisions, blogRevision, [
      version(2, { ready_for_review: true }),
      version(1, { ready_for_review: false }),
    ]);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    expect(await within(dialog).findByRole('heading', { name: 'What version 2 changed' })).toBeInTheDocument();
    // The changes follow once the version's body and the one before it are read (HistoryDialog reads them on choice).
    expect(await within(dialog).findByRole('heading', { name: 'Ready for review' })).toBeInTheDocument();
  });

  it('keeps the request for review as it stands when an older version is restored (a writer’s and an admin’s)', async () => {
    for (const role of ['writer', 'admin'] as const) {
      vi.mocked(updateBlog).mockClear();
      vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false, ready_for_review: true });
      mockHistory(blogRevisions, blogRevision, [
        version(2, { ready_for_review: true }),
        version(1, { title: 'Old title', ready_for_review: false }),
      ]);
      vi.mocked(updateBlog).mockImplementation(savedAsTyped);
      const { unmount } = await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
        url: '/admin/blog/post-1/edit',
        role,
      });
      await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
      fireEvent.click(screen.getByRole('button', { name: 'History' }));
      const dialog = await screen.findByRole('dialog', { name: 'Version history' });
      const versions = await within(dialog).findByRole('list', { name: 'Saved versions' });
      fireEvent.click(within(versions).getByRole('button', { name: /^Version 1/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
      await waitFor(() =>
        expect(updateBlog).toHaveBeenCalledWith(
          expect.objectContaining({ id: 'post-1' }),
          expect.objectContaining({ title: 'Old title', ready_for_review: true }),
          { restoredFrom: 1 },
        ),
      );
      unmount();
    }
  });
});

describe('BlogEditPage for a writer', () => {
  it('starts a new post as a draft, with the publication locked and the reason shown, and saves it as a draft', async () => {
    vi.mocked(createBlog).mockImplementation(async (draft: BlogDraft) => ({
      ...STORED,
      ...draft,
      ...publicationFromDraft(draft),
      id: 'new-id',
      image_url: null,
      title_sv: null,
      excerpt_sv: null,
      content_sv: null,
      category_sv: null,
    }));
    await renderAdmin(<ContentEditPage typeId="blogs" />, { role: 'writer' });
    const box = screen.getByRole('checkbox', { name: 'Published' });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByLabelText('Publish at (Stockholm time)')).toBeDisabled();
    expect(screen.getByText(/Only admins publish, schedule or unpublish/)).toBeInTheDocument();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(createBlog).toHaveBeenCalledWith(expect.objectContaining({ is_published: false, publish_at: '' }));
  });

  it('opens a published post read-only: Save and Auto-Translate disabled, with the reason', async () => {
    vi.mocked(getBlog).mockResolvedValue(STORED);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      role: 'writer',
    });
    const save = await screen.findByRole('button', { name: 'Save Blog' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      'This item is published or scheduled: only admins can change it. You can read it and its history.',
    );
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeDisabled();
  });

  it('keeps what was typed when the account becomes a writer mid-edit, then says why the save was refused', async () => {
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Stored title'));
    fireEvent.change(title, { target: { value: 'Typed before the demotion' } });
    // The console's role check (every 10 s) finds the account demoted to writer.
    act(() => useSessionStore.setState({ session: signedInSession('writer') }));
    expect(await screen.findByText(/Only admins publish, schedule or unpublish/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Typed before the demotion');
    expect(getBlog).toHaveBeenCalledTimes(1);

    vi.mocked(updateBlog).mockRejectedValueOnce(
      new FirebaseError('permission-denied', 'Missing or insufficient permissions.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.stringMatching(/^Error: This account may not save this/)),
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Typed before the demotion');
  });

  it('marks a stored draft ready for review, and the save stores the mark', async () => {
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false });
    vi.mocked(updateBlog).mockImplementation(savedAsTyped);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      role: 'writer',
    });
    const box = await screen.findByRole('checkbox', { name: 'Ready for review' });
    expect(box).toBeEnabled();
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(updateBlog).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'post-1' }),
      expect.objectContaining({ ready_for_review: true, is_published: false }),
      { overwrite: false },
    );
  });

  it('edits a stored draft', async () => {
    vi.mocked(getBlog).mockResolvedValue({ ...STORED, is_published: false });
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      role: 'writer',
    });
    expect(await screen.findByRole('button', { name: 'Save Blog' })).toBeEnabled();
    expect(screen.queryByText(/only admins can change it/)).toBeNull();
  });
});

describe('BlogEditPage document title', () => {
  it("names the post edited once it is read, in the console's language", async () => {
    let answer: (post: Blog) => void = () => {};
    vi.mocked(getBlog).mockReturnValue(new Promise<Blog>((resolve) => (answer = resolve)));
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, { url: '/admin/blog/post-1/edit' });
    expect(document.title).toBe('Edit blog post · Admin · Northwind AI');
    await act(async () => answer(STORED));
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    expect(document.title).toBe('Edit: Stored title · Admin · Northwind AI');
    cleanup();
    vi.mocked(getBlog).mockResolvedValue(STORED);
    await renderAdmin(<ContentEditPage typeId="blogs" id="post-1" />, {
      url: '/admin/blog/post-1/edit',
      language: 'sv',
    });
    await screen.findByRole('heading', { level: 1, name: 'Redigera blogginlägg' });
    expect(document.title).toBe('Redigera: Stored title · Admin · Northwind AI');
  });

  it('names a new post, and a post that no longer exists', async () => {
    await renderAdmin(<ContentEditPage typeId="blogs" />, { url: '/admin/blog/new', language: 'sv' });
    await screen.findByRole('heading', { level: 1, name: 'Skapa nytt blogginlägg' });
    expect(document.title).toBe('Nytt blogginlägg · Admin · Northwind AI');
    cleanup();
    vi.mocked(getBlog).mockResolvedValue(null);
    await renderAdmin(<ContentEditPage typeId="blogs" id="gone" />, { url: '/admin/blog/gone/edit' });
    await screen.findByRole('heading', { level: 1, name: 'This item no longer exists.' });
    expect(document.title).toBe('Item not found · Admin · Northwind AI');
    // One title at a time: the head holds the console's alone.
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
