import {
  BLOG_TYPE,
  type BlogDraft,
  CASE_STUDY_TYPE,
  type ContentTypeDescriptor,
  completeAnswer,
  emptyBlogDraft,
  type Language,
  type TranslatedFields,
  type TranslateRequest,
} from '@app/domain';
import { englishCaseStudyDraft } from '@app/domain/testing';
import { useToasts } from '@app/platform';
import { dropFocusOfDisabled } from '@app/shared-ui/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { AutoTranslateButton } from './AutoTranslateButton';

type Blogs = typeof BLOG_TYPE;
type CaseStudies = typeof CASE_STUDY_TYPE;
/** The two translation functions, by the name the descriptor gives the call. */
const translateBlog = vi.fn<(request: TranslateRequest<Blogs>) => Promise<TranslatedFields<Blogs>>>();
const translateCaseStudy = vi.fn<(request: TranslateRequest<CaseStudies>) => Promise<TranslatedFields<CaseStudies>>>();
vi.mock('@app/platform/translate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@app/platform/translate')>()),
  translate: (type: ContentTypeDescriptor, request: unknown) =>
    type.translationCallable === 'translateBlog'
      ? translateBlog(request as TranslateRequest<Blogs>)
      : translateCaseStudy(request as TranslateRequest<CaseStudies>),
}));

const englishBlog: BlogDraft = {
  ...emptyBlogDraft(),
  title: 'Hello world',
  excerpt: 'Short',
  content: '## Results\n\nGreat team',
  category: 'AI Strategy',
  author: 'Anna',
};
const swedishAnswer: TranslatedFields<Blogs> = {
  title: 'Hej världen',
  excerpt: 'Kort',
  content: '## Resultat\n\nFantastiskt team',
  category: 'AI-strategi',
  image_alt: '',
};

const englishCaseStudy = englishCaseStudyDraft({ results: 'Big gains', testimonial: 'Great team' });

const toasts = () => useToasts.getState().toasts.map(({ kind, title, description }) => ({ kind, title, description }));

/** An editor that keeps its draft and shows the translated values. */
function BlogEditor({ initial, language }: { initial: BlogDraft; language: Language }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <label>
        Author
        <input value={draft.author} onChange={(event) => setDraft({ ...draft, author: event.target.value })} />
      </label>
      <label>
        Swedish title
        <input value={draft.title_sv} onChange={(event) => setDraft({ ...draft, title_sv: event.target.value })} />
      </label>
      <output aria-label="draft">{JSON.stringify(draft)}</output>
      <AutoTranslateButton type={BLOG_TYPE} language={language} draft={draft} onTranslated={setDraft} />
    </>
  );
}

/**
 * An editor as the console's: once the translation is in, it shows the language translated into
 * (the Swedish view after Auto-Translate to Swedish).
 */
function SwitchingEditor({ initial, language }: { initial: BlogDraft; language: Language }) {
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(language);
  return (
    <>
      <p>Showing {shown}</p>
      <label>
        Swedish title
        <input value={draft.title_sv} onChange={(event) => setDraft({ ...draft, title_sv: event.target.value })} />
      </label>
      <output aria-label="draft">{JSON.stringify(draft)}</output>
      <AutoTranslateButton
        type={BLOG_TYPE}
        language={shown}
        draft={draft}
        onTranslated={(translated, _fields, into) => {
          setDraft(translated);
          setShown(into);
        }}
      />
    </>
  );
}

const shownDraft = (): BlogDraft => JSON.parse(screen.getByLabelText('draft').textContent ?? '{}');

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('AutoTranslateButton', () => {
  beforeEach(() => {
    translateBlog.mockReset();
    translateCaseStudy.mockReset();
    useToasts.setState({ toasts: [] });
  });

  it('translates the English fields into the Swedish ones, disabled with a spinner meanwhile', async () => {
    const answer = deferred<TranslatedFields<Blogs>>();
    translateBlog.mockReturnValue(answer.promise);
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);

    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    expect(translateBlog).toHaveBeenCalledWith({
      title: 'Hello world',
      excerpt: 'Short',
      content: '## Results\n\nGreat team',
      category: 'AI Strategy',
      targetLang: 'sv',
    });
    const button = screen.getByRole('button', { name: 'Translating...' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar', { hidden: true })).toBeInTheDocument();

    await act(async () => answer.resolve(swedishAnswer));
    expect(shownDraft()).toEqual({
      ...englishBlog,
      title_sv: 'Hej världen',
      excerpt_sv: 'Kort',
      content_sv: '## Resultat\n\nFantastiskt team',
      category_sv: 'AI-strategi',
    });
    expect(screen.getByRole('button', { name: 'Auto-Translate to Swedish' })).toBeEnabled();
    expect(toasts()).toEqual([{ kind: 'success', title: 'Content translated to Swedish', description: undefined }]);
  });

  it('gives the focus back to the button once the translation ends, not to the page', async () => {
    const answer = deferred<TranslatedFields<Blogs>>();
    translateBlog.mockReturnValue(answer.promise);
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Translating...' });
    dropFocusOfDisabled(button);
    expect(document.body).toHaveFocus();
    await act(async () => answer.resolve(swedishAnswer));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Auto-Translate to Swedish' })).toHaveFocus());
  });

  it('keeps what the editor typed while the translation ran', async () => {
    const answer = deferred<TranslatedFields<Blogs>>();
    translateBlog.mockReturnValue(answer.promise);
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Author' }), ' Berg');
    await act(async () => answer.resolve(swedishAnswer));
    expect(shownDraft()).toMatchObject({ author: 'Anna Berg', title_sv: 'Hej världen' });
  });

  it('keeps a field of the other language typed while the translation ran, and says so', async () => {
    const answer = deferred<TranslatedFields<Blogs>>();
    translateBlog.mockReturnValue(answer.promise);
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Swedish title' }), 'Min egen titel');
    await act(async () => answer.resolve(swedishAnswer));
    // The title typed stays; the fields left alone get their translation.
    expect(shownDraft()).toMatchObject({ title_sv: 'Min egen titel', excerpt_sv: 'Kort', category_sv: 'AI-strategi' });
    expect(toasts()).toEqual([
      {
        kind: 'success',
        title: 'Content translated to Swedish',
        description: 'What you typed in the Swedish fields while it translated was kept.',
      },
    ]);
  });

  it('asks before replacing Swedish text already there, and keeps it when told to', async () => {
    translateBlog.mockResolvedValue(swedishAnswer);
    const written = { ...englishBlog, title_sv: 'Min egen titel', content_sv: 'Min text' };
    await renderAdmin(<BlogEditor initial={written} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the Swedish text?' });
    expect(dialog).toHaveTextContent(
      'Title (Swedish) and Content (Swedish) already have text. The translation replaces it, and what is there now is lost once you save.',
    );
    // Nothing is sent before the answer.
    expect(translateBlog).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my text' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(translateBlog).not.toHaveBeenCalled();
    expect(shownDraft()).toEqual(written);

    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace the Swedish text?' })).getByRole('button', {
        name: 'Replace',
      }),
    );
    await waitFor(() =>
      expect(shownDraft()).toMatchObject({ title_sv: 'Hej världen', content_sv: swedishAnswer.content }),
    );
    expect(translateBlog).toHaveBeenCalledTimes(1);
  });

  it('asks in Swedish before replacing English text', async () => {
    const both = { ...englishBlog, title_sv: 'Hej', excerpt_sv: 'Kort', content_sv: 'Text', category_sv: 'AI' };
    await renderAdmin(<BlogEditor initial={both} language="sv" />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt automatiskt till engelska' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ersätta den engelska texten?' });
    expect(dialog).toHaveTextContent(
      'Titel, Utdrag, Innehåll och Kategori har redan text. Översättningen ersätter den, och det som står där nu går förlorat när du sparar.',
    );
    expect(within(dialog).getByRole('button', { name: 'Ersätt' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Behåll min text' }));
    expect(translateBlog).not.toHaveBeenCalled();
  });

  it('translates Swedish into English when the editor shows Swedish', async () => {
    translateBlog.mockResolvedValue({
      title: 'Hello',
      excerpt: 'Short',
      content: 'Text',
      category: 'AI',
      image_alt: '',
    });
    const swedishOnly = {
      ...emptyBlogDraft(),
      title_sv: 'Hej',
      excerpt_sv: 'Kort',
      content_sv: 'Text',
      category_sv: 'AI',
    };
    await renderAdmin(<BlogEditor initial={swedishOnly} language="sv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to English' }));
    await waitFor(() => expect(shownDraft()).toMatchObject({ title: 'Hello', excerpt: 'Short', category: 'AI' }));
    expect(translateBlog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Hej', targetLang: 'en' }));
    expect(toasts()).toEqual([{ kind: 'success', title: 'Content translated to English', description: undefined }]);
  });

  it.each([
    ['en', 'Auto-Translate to Swedish', 'Translate from English again', 'Auto-Translate to English'],
    ['sv', 'Översätt automatiskt till svenska', 'Översätt från engelska igen', 'Översätt automatiskt till engelska'],
  ] as const)(
    'after translating into Swedish, shown in Swedish, offers the translation again, not one back into English, and redoes it without asking while the Swedish is as translated (%s)',
    async (console, first, again, back) => {
      translateBlog.mockResolvedValue(swedishAnswer);
      await renderAdmin(<SwitchingEditor initial={englishBlog} language="en" />, { language: console });
      await userEvent.click(screen.getByRole('button', { name: first }));
      await screen.findByText('Showing sv');
      expect(screen.queryByRole('button', { name: back })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: again }));
      await waitFor(() => expect(translateBlog).toHaveBeenCalledTimes(2));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(translateBlog).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Hello world', targetLang: 'sv' }),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: again })).toBeEnabled());
      expect(shownDraft()).toMatchObject({ title: 'Hello world', title_sv: 'Hej världen' });
    },
  );

  it('asks before replacing Swedish edited since it was translated, naming only what was edited', async () => {
    translateBlog.mockResolvedValue(swedishAnswer);
    await renderAdmin(<SwitchingEditor initial={englishBlog} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await screen.findByText('Showing sv');
    await userEvent.type(screen.getByRole('textbox', { name: 'Swedish title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Translate from English again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the Swedish text?' });
    expect(dialog).toHaveTextContent(/^Replace the Swedish text\?Title \(Swedish\) already has text/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my text' }));
    expect(translateBlog).toHaveBeenCalledTimes(1);
    expect(shownDraft()).toMatchObject({ title_sv: 'Hej världen!' });
  });

  it('asks for the shown language’s fields first and sends nothing', async () => {
    await renderAdmin(<BlogEditor initial={{ ...englishBlog, content: '   ' }} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    expect(translateBlog).not.toHaveBeenCalled();
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Missing content',
        description: 'Please fill in the current language fields before translating',
      },
    ]);
  });

  it('says why translation failed, by the server’s code, or a general message, and changes nothing', async () => {
    translateBlog.mockRejectedValueOnce(
      new FunctionsError('unavailable', 'Translation failed: the translation provider answered HTTP 503'),
    );
    translateBlog.mockRejectedValueOnce(new FunctionsError('internal', 'INTERNAL'));
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    const button = screen.getByRole('button', { name: 'Auto-Translate to Swedish' });
    await userEvent.click(button);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Translation failed',
        description: 'The translation service did not answer. Nothing was changed; try again in a moment.',
      },
      { kind: 'error', title: 'Translation failed', description: 'Failed to translate content' },
    ]);
    expect(shownDraft()).toEqual(englishBlog);
  });

  it('says it in Swedish on the Swedish console, not the server’s English', async () => {
    translateBlog.mockRejectedValueOnce(
      new FunctionsError(
        'aborted',
        'Translation failed: the model dropped a heading. Nothing was changed; please try again.',
      ),
    );
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt automatiskt till svenska' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Översättningen misslyckades',
        description: 'Översättningen förstörde textens formatering, så den användes inte. Inget ändrades; försök igen.',
      },
    ]);
    expect(shownDraft()).toEqual(englishBlog);
  });

  it('says the translation service’s quota or billing is used up, to be settled rather than tried again', async () => {
    const quota = () =>
      new FunctionsError(
        'failed-precondition',
        'Translation failed: the translation provider answered HTTP 402: Insufficient Balance.',
        { reason: 'provider-quota' },
      );
    translateBlog.mockRejectedValueOnce(quota()).mockRejectedValueOnce(quota());
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      "The translation service's quota or billing for this site is used up. Nothing was changed; ask whoever manages the translation service's account to top it up or raise the limit.",
    );
    cleanup();
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt automatiskt till svenska' }));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]?.description).toBe(
      'Webbplatsens kvot eller saldo hos översättningstjänsten är slut. Inget ändrades; be den som sköter kontot hos översättningstjänsten att fylla på det eller höja gränsen.',
    );
  });

  it("says the translation service refused the site's key or model, to be fixed rather than tried again", async () => {
    const refused = () =>
      new FunctionsError(
        'failed-precondition',
        'Translation failed: the translation provider answered HTTP 401: Incorrect API key provided.',
        { reason: 'provider-refused' },
      );
    translateBlog.mockRejectedValueOnce(refused()).mockRejectedValueOnce(refused());
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    const button = screen.getByRole('button', { name: 'Auto-Translate to Swedish' });
    await userEvent.click(button);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      "The translation service refused this site's key or model. Nothing was changed; ask whoever runs the site to check the translation settings.",
    );
    cleanup();
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt automatiskt till svenska' }));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]?.description).toBe(
      'Översättningstjänsten godtog inte webbplatsens nyckel eller modell. Inget ändrades; be den som driver webbplatsen att kontrollera översättningsinställningarna.',
    );
  });

  it('says when the hourly translation limit lets them translate again, in the console language', async () => {
    const limited = (retryAfterSeconds: number) =>
      new FunctionsError(
        'resource-exhausted',
        'Translation limit reached: at most 200 translations an hour per person. Try again in 12 minutes.',
        { reason: 'rate-limited', retryAfterSeconds },
      );
    translateBlog.mockRejectedValueOnce(limited(690)).mockRejectedValueOnce(limited(30));
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    const button = screen.getByRole('button', { name: 'Auto-Translate to Swedish' });
    await userEvent.click(button);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts().map((toast) => toast.description)).toEqual([
      'You have used up your translations for this hour. Try again in 12 minutes.',
      'You have used up your translations for this hour. Try again in 1 minute.',
    ]);
    expect(shownDraft()).toEqual(englishBlog);
  });

  it('says it in Swedish too', async () => {
    translateBlog.mockRejectedValueOnce(
      new FunctionsError('resource-exhausted', 'Translation limit reached', {
        reason: 'rate-limited',
        retryAfterSeconds: 1500,
      }),
    );
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt automatiskt till svenska' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      'Du har använt upp dina översättningar för den här timmen. Försök igen om 25 minuter.',
    );
  });

  it('says when the hourly amount of text is used up, apart from the number of translations, in both languages', async () => {
    const characters = () =>
      new FunctionsError(
        'resource-exhausted',
        'Translation limit reached: at most 1,000,000 characters of text an hour per person, and this text needs more than is left. Try again in 25 minutes.',
        { reason: 'character-limit', retryAfterSeconds: 1500 },
      );
    translateBlog.mockRejectedValueOnce(characters()).mockRejectedValueOnce(characters());
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      'You have sent as much text for translation as one person may in an hour, and this text needs more than is left. Try again in 25 minutes.',
    );
    cleanup();
    await renderAdmin(<BlogEditor initial={englishBlog} language="en" />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt automatiskt till svenska' }));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]?.description).toBe(
      'Du har skickat så mycket text för översättning som en person får skicka på en timme, och den här texten kräver mer än vad som återstår. Försök igen om 25 minuter.',
    );
    expect(shownDraft()).toEqual(englishBlog);
  });

  it("translates a case study, testimonial, its author's role and metrics included, into the Swedish fields", async () => {
    translateCaseStudy.mockResolvedValue({
      title: 'Snabbare fakturering',
      industry: 'Finans',
      challenge: 'Manuellt arbete',
      solution: 'Automatisering',
      results: 'Stora vinster',
      testimonial: 'Fantastiskt team',
      testimonial_role: 'Ekonomichef',
      image_alt: '',
      metrics: [
        { metric: 'Kortare säljcykel', value: '40%' },
        { metric: 'Sparad tid', value: '3 veckor' },
      ],
    });
    const onTranslated = vi.fn();
    const draft = {
      ...englishCaseStudy,
      testimonial_role: 'CFO',
      metrics_text: 'Shorter sales cycle: 40%\n\nTime saved : 3 weeks',
    };
    await renderAdmin(
      <AutoTranslateButton type={CASE_STUDY_TYPE} language="en" draft={draft} onTranslated={onTranslated} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await waitFor(() => expect(onTranslated).toHaveBeenCalledTimes(1));
    expect(translateCaseStudy).toHaveBeenCalledWith({
      title: 'Faster invoicing',
      industry: 'Finance',
      challenge: 'Manual work',
      solution: 'Automation',
      results: 'Big gains',
      metrics: [
        { metric: 'Shorter sales cycle', value: '40%' },
        { metric: 'Time saved', value: '3 weeks' },
      ],
      testimonial: 'Great team',
      testimonial_role: 'CFO',
      targetLang: 'sv',
    });
    expect(onTranslated).toHaveBeenCalledWith(
      {
        ...draft,
        title_sv: 'Snabbare fakturering',
        industry_sv: 'Finans',
        challenge_sv: 'Manuellt arbete',
        solution_sv: 'Automatisering',
        results_sv: 'Stora vinster',
        testimonial_sv: 'Fantastiskt team',
        testimonial_role_sv: 'Ekonomichef',
        metrics_sv_text: 'Kortare säljcykel: 40%\nSparad tid: 3 veckor',
      },
      // The fields it filled, by their English names (for the editor's translation sources).
      ['title', 'industry', 'challenge', 'solution', 'results', 'metrics', 'testimonial', 'testimonial_role'],
      // The language it went into, which the editor shows next.
      'sv',
    );
  });

  it("sends the stored item's id with its fields, and names only the fields it filled", async () => {
    translateBlog.mockResolvedValue(swedishAnswer);
    const onTranslated = vi.fn();
    await renderAdmin(
      <AutoTranslateButton
        type={BLOG_TYPE}
        language="en"
        draft={englishBlog}
        documentId="post-1"
        onTranslated={onTranslated}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    await waitFor(() => expect(onTranslated).toHaveBeenCalledTimes(1));
    // The function weighs the item's own Swedish category by it (current, or set for an English
    // category renamed since); the Swedish category is empty here, so its saved one is left out.
    expect(translateBlog).toHaveBeenCalledWith({
      title: 'Hello world',
      excerpt: 'Short',
      content: '## Results\n\nGreat team',
      category: 'AI Strategy',
      targetLang: 'sv',
      documentId: 'post-1',
      unnamed: ['category'],
    });
    expect(onTranslated).toHaveBeenCalledWith(
      expect.objectContaining({ category_sv: 'AI-strategi' }),
      ['title', 'excerpt', 'content', 'category'],
      'sv',
    );
  });

  /**
   * The request the button sends for `draft` shown in `language` (replacing the other language's
   * text when it asks), rendered alone and removed again.
   */
  async function sentFor<T extends ContentTypeDescriptor>(
    type: T,
    draft: object,
    language: Language,
    documentId?: string,
  ): Promise<unknown> {
    const sent = type.translationCallable === 'translateBlog' ? translateBlog : translateCaseStudy;
    const calls = sent.mock.calls.length;
    const onTranslated = vi.fn();
    await renderAdmin(
      <AutoTranslateButton
        type={type}
        language={language}
        draft={draft}
        documentId={documentId}
        onTranslated={onTranslated}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Auto-Translate to / }));
    const dialog = screen.queryByRole('dialog');
    if (dialog) await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(onTranslated).toHaveBeenCalledTimes(1));
    cleanup();
    expect(sent.mock.calls).toHaveLength(calls + 1);
    return sent.mock.calls.at(-1)?.[0];
  }

  it('asks for a category emptied in the editor to be named afresh, not given back its saved name', async () => {
    translateBlog.mockResolvedValue(swedishAnswer);
    // Swedish text saved before; staff emptied the Swedish category, not saved yet.
    const emptied = { ...englishBlog, title_sv: 'Hej', excerpt_sv: 'Kort', content_sv: 'Text', category_sv: ' ' };
    expect(await sentFor(BLOG_TYPE, emptied, 'en', 'post-1')).toEqual({
      title: 'Hello world',
      excerpt: 'Short',
      content: '## Results\n\nGreat team',
      category: 'AI Strategy',
      targetLang: 'sv',
      documentId: 'post-1',
      unnamed: ['category'],
    });
    // A Swedish category in the field: its saved pair decides (the function's rule), nothing left out.
    expect(await sentFor(BLOG_TYPE, { ...emptied, category_sv: 'AI-strategi' }, 'en', 'post-1')).not.toHaveProperty(
      'unnamed',
    );
    // Into English: the English category emptied.
    expect(await sentFor(BLOG_TYPE, { ...emptied, category: '', category_sv: 'AI-strategi' }, 'sv', 'post-1')).toEqual(
      expect.objectContaining({ category: 'AI-strategi', targetLang: 'en', unnamed: ['category'] }),
    );
    // A post not saved yet has no saved name to leave out: neither id nor names.
    const unsaved = await sentFor(BLOG_TYPE, emptied, 'en');
    expect(unsaved).not.toHaveProperty('unnamed');
    expect(unsaved).not.toHaveProperty('documentId');
  });

  it("asks for a case study's emptied industry to be named afresh", async () => {
    translateCaseStudy.mockResolvedValue({
      ...completeAnswer(CASE_STUDY_TYPE, {}),
      title: 'Snabbare fakturering',
      industry: 'Finans',
    });
    expect(await sentFor(CASE_STUDY_TYPE, englishCaseStudy, 'en', 'study-1')).toEqual(
      expect.objectContaining({ industry: 'Finance', targetLang: 'sv', documentId: 'study-1', unnamed: ['industry'] }),
    );
    const named = { ...englishCaseStudy, industry_sv: 'Finans' };
    expect(await sentFor(CASE_STUDY_TYPE, named, 'en', 'study-1')).not.toHaveProperty('unnamed');
  });

  it('refuses a case study without its required fields; the testimonial is optional', async () => {
    const onTranslated = vi.fn();
    await renderAdmin(
      <AutoTranslateButton
        type={CASE_STUDY_TYPE}
        language="en"
        draft={{ ...englishCaseStudy, industry: '' }}
        onTranslated={onTranslated}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Auto-Translate to Swedish' }));
    expect(translateCaseStudy).not.toHaveBeenCalled();
    expect(toasts()).toEqual([expect.objectContaining({ title: 'Missing content' })]);
  });

  it('is disabled when the editor says so, and speaks Swedish', async () => {
    await renderAdmin(
      <AutoTranslateButton type={BLOG_TYPE} language="en" draft={englishBlog} onTranslated={() => {}} disabled />,
      { language: 'sv' },
    );
    expect(screen.getByRole('button', { name: 'Översätt automatiskt till svenska' })).toBeDisabled();
  });
});
