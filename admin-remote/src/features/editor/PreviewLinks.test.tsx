import type { PreviewLink } from '@app/domain';
import { useToasts } from '@app/platform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewLink, listActivePreviewLinks, revokePreviewLink } from '../../data/previewLinks';
import { renderAdmin } from '../../test/render';
import { PreviewLinks } from './PreviewLinks';

vi.mock('../../data/previewLinks', () => ({
  listActivePreviewLinks: vi.fn(),
  createPreviewLink: vi.fn(),
  revokePreviewLink: vi.fn(),
  previewUrl: (token: string, language: string) =>
    `https://example.com${language === 'sv' ? '/sv' : ''}/preview/${token}`,
}));

const TOKEN = 'k'.repeat(43);
const LINK: PreviewLink = {
  token: TOKEN,
  collection: 'blogs',
  itemId: 'post-1',
  // The admin's of renderAdmin's default session (signedInSession).
  createdBy: 'admin-1',
  createdByEmail: 'admin@example.com',
  createdAt: new Date('2026-05-01T08:00:00Z'),
  expiresAt: new Date('2026-05-08T08:00:00Z'),
  revokedAt: null,
};

const toasts = () => useToasts.getState().toasts.map((toast) => `${toast.title}: ${toast.description ?? ''}`);

beforeEach(() => {
  vi.mocked(listActivePreviewLinks).mockReset();
  vi.mocked(createPreviewLink).mockReset();
  vi.mocked(revokePreviewLink).mockReset();
  useToasts.setState({ toasts: [] });
});

describe('PreviewLinks', () => {
  it("holds the list's line while the links load, so the editor's buttons below it do not move", async () => {
    let answer: (links: PreviewLink[]) => void = () => {};
    vi.mocked(listActivePreviewLinks).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview links…');
    answer([]);
    expect(await screen.findByText('No working preview links.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('makes a link for 7 days unless changed, then lists its English and Swedish addresses', async () => {
    vi.mocked(listActivePreviewLinks).mockResolvedValueOnce([]).mockResolvedValue([LINK]);
    vi.mocked(createPreviewLink).mockResolvedValue({ token: TOKEN, expiresAt: LINK.expiresAt.toISOString() });
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    expect(await screen.findByText('No working preview links.')).toBeInTheDocument();
    expect(listActivePreviewLinks).toHaveBeenCalledWith('blogs', 'post-1');

    fireEvent.click(screen.getByRole('button', { name: 'Create preview link' }));
    await waitFor(() => expect(toasts()).toContain('Success: Preview link created'));
    expect(createPreviewLink).toHaveBeenCalledWith({ collection: 'blogs', id: 'post-1', days: 7 });
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('textbox', { name: 'English address' })).toHaveValue(
      `https://example.com/preview/${TOKEN}`,
    );
    expect(within(item).getByRole('textbox', { name: 'Swedish address' })).toHaveValue(
      `https://example.com/sv/preview/${TOKEN}`,
    );
    expect(within(item).getByRole('button', { name: 'Copy the English address' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Copy the Swedish address' })).toBeInTheDocument();
    // The focus is on the new link's address, ready to copy (Create was disabled while it ran, which drops it).
    await waitFor(() => expect(within(item).getByRole('textbox', { name: 'English address' })).toHaveFocus());
  });

  it('puts the focus on the new link the server answered, wherever the list puts it', async () => {
    const OLDER = { ...LINK, token: 'o'.repeat(43), expiresAt: new Date('2026-05-02T08:00:00Z') };
    const NEWER = { ...LINK, token: 'n'.repeat(43) };
    vi.mocked(listActivePreviewLinks).mockResolvedValueOnce([OLDER]).mockResolvedValue([OLDER, NEWER]);
    vi.mocked(createPreviewLink).mockResolvedValue({ token: NEWER.token, expiresAt: NEWER.expiresAt.toISOString() });
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create preview link' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    await waitFor(() => expect(within(second).getByRole('textbox', { name: 'English address' })).toHaveFocus());
  });

  it('refuses a number of days outside 1 to 30 before asking the server, and says so at the field', async () => {
    vi.mocked(listActivePreviewLinks).mockResolvedValue([]);
    await renderAdmin(<PreviewLinks collection="case_studies" id="cs-1" unsaved />);
    expect(await screen.findByText(/unsaved changes: preview links show the saved version/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Works for (days)' }), { target: { value: '31' } });
    expect(screen.getByText('A whole number of days from 1 to 30.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create preview link' })).toBeDisabled();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Works for (days)' }), { target: { value: '2' } });
    vi.mocked(createPreviewLink).mockResolvedValue({ token: TOKEN, expiresAt: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Create preview link' }));
    await waitFor(() =>
      expect(createPreviewLink).toHaveBeenCalledWith({ collection: 'case_studies', id: 'cs-1', days: 2 }),
    );
  });

  /** Presses a link's Revoke button and answers the dialog it opens. */
  async function revokeLink(name: string, answer = 'Revoke') {
    fireEvent.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: answer }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  it('asks before revoking a link; Cancel keeps it, with the focus back on its Revoke button', async () => {
    vi.mocked(listActivePreviewLinks).mockResolvedValue([LINK]);
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    const button = await screen.findByRole('button', { name: 'Revoke link 1' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke link 1?' });
    expect(dialog).toHaveTextContent('Anyone who has its English or Swedish address can no longer open it, at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revokePreviewLink).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('revokes a link and lists it no more; a failure says so', async () => {
    vi.mocked(listActivePreviewLinks).mockResolvedValueOnce([LINK]).mockResolvedValue([]);
    vi.mocked(revokePreviewLink).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ revoked: true });
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    await revokeLink('Revoke link 1');
    await waitFor(() => expect(toasts()).toContain('Error: The preview link could not be revoked'));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    await revokeLink('Revoke link 1');
    await waitFor(() => expect(toasts()).toContain('Success: Preview link revoked: it no longer works'));
    expect(revokePreviewLink).toHaveBeenLastCalledWith(TOKEN);
    expect(await screen.findByText('No working preview links.')).toBeInTheDocument();
    // None left: the focus goes to Create, not to the page with the revoked link's button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create preview link' })).toHaveFocus());
  });

  it('after revoking one of several links, puts the focus on the Revoke button of the link now in its place', async () => {
    const SECOND = { ...LINK, token: 's'.repeat(43) };
    vi.mocked(listActivePreviewLinks).mockResolvedValueOnce([LINK, SECOND]).mockResolvedValue([SECOND]);
    vi.mocked(revokePreviewLink).mockResolvedValue({ revoked: true });
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    await revokeLink('Revoke link 1');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke link 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'English address' })).toHaveValue(
      `https://example.com/preview/${SECOND.token}`,
    );
  });

  describe("a writer revokes only their own links (as revokePreviewLink enforces); an admin anyone's", () => {
    const OWN: PreviewLink = {
      ...LINK,
      token: 'w'.repeat(43),
      createdBy: 'writer-1',
      createdByEmail: 'writer@example.com',
    };
    const COLLEAGUES: PreviewLink = {
      ...LINK,
      token: 'c'.repeat(43),
      createdBy: 'writer-2',
      createdByEmail: 'colleague@example.com',
      expiresAt: new Date('2026-05-07T08:00:00Z'),
    };
    const UNNAMED: PreviewLink = {
      ...LINK,
      token: 'u'.repeat(43),
      createdBy: null,
      createdByEmail: null,
      expiresAt: new Date('2026-05-06T08:00:00Z'),
    };

    it("shows a writer Revoke on their own link only, and on a colleague's who made it and who can revoke it", async () => {
      vi.mocked(listActivePreviewLinks).mockResolvedValue([OWN, COLLEAGUES, LINK, UNNAMED]);
      await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />, { role: 'writer' });
      const [own, colleagues, admins, unnamed] = (await screen.findAllByRole('listitem')) as HTMLElement[];
      expect(within(own as HTMLElement).getByRole('button', { name: 'Revoke link 1' })).toBeEnabled();
      expect(within(own as HTMLElement).queryByTestId('preview-link-not-yours')).not.toBeInTheDocument();
      for (const item of [colleagues, admins, unnamed] as HTMLElement[]) {
        // No Revoke button at all (not a disabled one): the line says why.
        expect(within(item).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
        // Copying still works for anyone's link.
        expect(within(item).getByRole('button', { name: 'Copy the English address' })).toBeEnabled();
      }
      expect(colleagues).toHaveTextContent('Made by colleague@example.com: only they or an admin can revoke it.');
      expect(admins).toHaveTextContent('Made by admin@example.com: only they or an admin can revoke it.');
      expect(unnamed).toHaveTextContent('Made by a colleague: only they or an admin can revoke it.');
      expect(screen.getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
    });

    it("shows an admin Revoke on every link, a writer's too", async () => {
      vi.mocked(listActivePreviewLinks).mockResolvedValue([OWN, COLLEAGUES, LINK]);
      await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />, { role: 'admin' });
      for (const number of [1, 2, 3]) {
        expect(await screen.findByRole('button', { name: `Revoke link ${number}` })).toBeEnabled();
      }
      expect(screen.queryByTestId('preview-link-not-yours')).not.toBeInTheDocument();
    });

    it("after a writer revokes their link, puts the focus on the address of a colleague's link now in its place", async () => {
      vi.mocked(listActivePreviewLinks).mockResolvedValueOnce([OWN, COLLEAGUES]).mockResolvedValue([COLLEAGUES]);
      vi.mocked(revokePreviewLink).mockResolvedValue({ revoked: true });
      await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />, { role: 'writer' });
      await revokeLink('Revoke link 1');
      expect(revokePreviewLink).toHaveBeenCalledWith(OWN.token);
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'English address' })).toHaveFocus());
    });

    it("says it in Swedish, and the server's refusal of a colleague's link in the console's language", async () => {
      vi.mocked(listActivePreviewLinks).mockResolvedValue([OWN, COLLEAGUES]);
      // The link became someone else's to the server (say, the account was another's): its refusal says why.
      vi.mocked(revokePreviewLink).mockRejectedValueOnce(
        new FunctionsError(
          'permission-denied',
          'Only the member of staff who made this link, or an admin, can revoke it.',
          {
            reason: 'not-creator',
          },
        ),
      );
      await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />, {
        role: 'writer',
        language: 'sv',
      });
      const items = await screen.findAllByRole('listitem');
      expect(items[1]).toHaveTextContent(
        'Skapad av colleague@example.com: bara den personen eller en administratör kan återkalla den.',
      );
      await revokeLink('Återkalla länk 1', 'Återkalla');
      await waitFor(() =>
        expect(toasts()).toContain(
          'Fel: Bara kollegan som skapade förhandsvisningslänken, eller en administratör, kan återkalla den.',
        ),
      );
    });
  });

  it('speaks Swedish in a Swedish console', async () => {
    vi.mocked(listActivePreviewLinks).mockResolvedValue([LINK]);
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />, { language: 'sv' });
    expect(await screen.findByRole('heading', { name: 'Förhandsvisningslänkar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Återkalla länk 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Svensk adress' })).toHaveValue(
      `https://example.com/sv/preview/${TOKEN}`,
    );
  });

  it("says in Swedish why the server refused a link, not the server's English", async () => {
    vi.mocked(listActivePreviewLinks).mockResolvedValue([LINK]);
    vi.mocked(createPreviewLink).mockRejectedValueOnce(
      new FunctionsError('not-found', 'No blogs item has the id post-1.'),
    );
    vi.mocked(revokePreviewLink).mockRejectedValueOnce(
      new FunctionsError('not-found', 'No preview link has this token.'),
    );
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />, { language: 'sv' });
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa förhandsvisningslänk' }));
    await waitFor(() =>
      expect(toasts()).toContain('Fel: Det här finns inte längre: det raderades efter att du öppnade det.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Återkalla länk 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Återkalla länk 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Återkalla' }));
    await waitFor(() => expect(toasts()).toContain('Fel: Förhandsvisningslänken finns inte längre.'));
  });

  it('says why the server refused a link at the cap, in both languages, and takes Create away once the list shows the cap', async () => {
    const capped = () =>
      new FunctionsError('failed-precondition', 'This item already has 20 working preview links…', {
        reason: 'link-cap',
        max: 20,
      });
    vi.mocked(listActivePreviewLinks).mockResolvedValue([LINK]);
    vi.mocked(createPreviewLink).mockRejectedValueOnce(capped()).mockRejectedValueOnce(capped());
    const english = await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create preview link' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Error: This item already has 20 working preview links, the most one item may have. Revoke one to make another.',
      ),
    );
    english.unmount();
    useToasts.setState({ toasts: [] });
    const swedish = await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />, {
      language: 'sv',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa förhandsvisningslänk' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Fel: Det här har redan 20 fungerande förhandsvisningslänkar, det högsta antalet för ett objekt. Återkalla en för att skapa en ny.',
      ),
    );
    swedish.unmount();

    // Twenty working links listed: Create is disabled, and the section says why.
    const twenty = Array.from({ length: 20 }, (_, index) => ({ ...LINK, token: `${index}`.padStart(43, 'x') }));
    vi.mocked(listActivePreviewLinks).mockResolvedValue(twenty);
    await renderAdmin(<PreviewLinks collection="blogs" id="post-1" unsaved={false} />);
    expect(await screen.findAllByTestId('preview-link')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Create preview link' })).toBeDisabled();
    expect(
      screen.getByText(
        'This item has 20 working preview links, the most one item may have. Revoke one to make another.',
      ),
    ).toBeInTheDocument();
  });
});
