import { useToasts } from '@app/platform';
import { dropFocusOfDisabled } from '@app/shared-ui/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidFieldsError } from '../../data/collection';
import { EditConflictError } from '../../data/editConflict';
import type { UntranslatedDocument } from '../../data/translations';
import { renderAdmin } from '../../test/render';
import { BulkTranslateButton } from './BulkTranslateButton';

const findUntranslated = vi.fn<(kind: 'blogs' | 'caseStudies') => Promise<UntranslatedDocument[]>>();
const translateToSwedish = vi.fn<(item: UntranslatedDocument) => Promise<void>>();
vi.mock('../../data/translations', () => ({
  findUntranslated: (kind: 'blogs' | 'caseStudies') => findUntranslated(kind),
  translateToSwedish: (item: UntranslatedDocument) => translateToSwedish(item),
}));

// Two without Swedish, one whose English changed after its Swedish was translated.
const posts: UntranslatedDocument[] = ['a', 'b', 'c'].map((id) => ({
  kind: 'blogs',
  id,
  stored: { title: `Post ${id}` },
  missing: id === 'c' ? [] : ['title', 'excerpt', 'content', 'category'],
  stale: id === 'c' ? ['content'] : [],
  sources: {},
}));

/** The offer's dialog and its message, read as it is (no-break spaces kept). */
async function findOffer() {
  const dialog = await screen.findByRole('dialog', { name: /Translate to Swedish\?|Översätta till svenska\?/ });
  return { dialog, message: document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent };
}

/** Confirms the offer of what to translate, after checking its counts (a text: the whole message). */
async function acceptOffer(text: RegExp | string, confirm: string) {
  const { dialog, message } = await findOffer();
  if (typeof text === 'string') expect(message).toBe(text);
  else expect(dialog).toHaveTextContent(text);
  await userEvent.click(screen.getByRole('button', { name: confirm }));
}

const toasts = () => useToasts.getState().toasts.map(({ kind, title, description }) => ({ kind, title, description }));

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('BulkTranslateButton', () => {
  beforeEach(() => {
    findUntranslated.mockReset();
    translateToSwedish.mockReset();
    useToasts.setState({ toasts: [] });
  });

  /** `missing` items without Swedish and `stale` ones whose Swedish is out of date, of `kind`. */
  const found = (kind: 'blogs' | 'caseStudies', missing: number, stale: number): UntranslatedDocument[] =>
    Array.from({ length: missing + stale }, (_, i) => ({
      kind,
      id: `i${i}`,
      stored: { title: `Item ${i}` },
      missing: i < missing ? ['title'] : [],
      stale: i < missing ? [] : ['title'],
      sources: {},
    }));

  it.each([
    ['en', 'blogs', 1, 0, '1 blog post has no Swedish text yet. Only those Swedish fields are written.'],
    ['en', 'blogs', 2, 0, '2 blog posts have no Swedish text yet. Only those Swedish fields are written.'],
    [
      'en',
      'blogs',
      0,
      1,
      '1 blog post has Swedish text that is out of date (its English changed after it was translated). Only those Swedish fields are written.',
    ],
    [
      'en',
      'blogs',
      1,
      2,
      '1 blog post has no Swedish text yet. 2 blog posts have Swedish text that is out of date (their English changed after it was translated). Only those Swedish fields are written.',
    ],
    [
      'en',
      'caseStudies',
      1,
      1,
      '1 case study has no Swedish text yet. 1 case study has Swedish text that is out of date (its English changed after it was translated). Only those Swedish fields are written.',
    ],
    [
      'en',
      'caseStudies',
      2,
      3,
      '2 case studies have no Swedish text yet. 3 case studies have Swedish text that is out of date (their English changed after it was translated). Only those Swedish fields are written.',
    ],
    ['sv', 'blogs', 1, 0, '1 blogginlägg saknar svensk text. Bara de svenska fälten skrivs.'],
    [
      'sv',
      'blogs',
      0,
      2,
      '2 blogginlägg har svensk text som är inaktuell (engelskan ändrades efter översättningen). Bara de svenska fälten skrivs.',
    ],
    [
      'sv',
      'caseStudies',
      1,
      1,
      '1 kundcase saknar svensk text. 1 kundcase har svensk text som är inaktuell (engelskan ändrades efter översättningen). Bara de svenska fälten skrivs.',
    ],
    ['sv', 'caseStudies', 2, 0, '2 kundcase saknar svensk text. Bara de svenska fälten skrivs.'],
  ] as const)(
    'offers in %s, %s: %i without Swedish and %i out of date, each count in its own words',
    async (language, kind, missing, stale, text) => {
      findUntranslated.mockResolvedValue(found(kind, missing, stale));
      await renderAdmin(<BulkTranslateButton kind={kind} onFinished={() => {}} />, { language });
      await userEvent.click(
        screen.getByRole('button', {
          name: language === 'sv' ? 'Översätt alla till svenska' : 'Translate All to Swedish',
        }),
      );
      expect((await findOffer()).message).toBe(text);
      expect(translateToSwedish).not.toHaveBeenCalled();
    },
  );

  it('gives the focus back to its button once the run ends, not to the page', async () => {
    findUntranslated.mockResolvedValue(posts.slice(0, 1));
    const call = deferred();
    translateToSwedish.mockReturnValue(call.promise);
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await acceptOffer('1 blog post has no Swedish text yet. Only those Swedish fields are written.', 'Translate 1');
    // The dialog gives the focus back to the button, disabled while the run goes: the browser lets it
    // go to the page (jsdom does not), done here as it does.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Translating...' });
    expect(button).toBeDisabled();
    dropFocusOfDisabled(button);
    expect(document.body).toHaveFocus();
    await act(async () => call.resolve());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Translate All to Swedish' })).toHaveFocus());
  });

  it('translates one post after another, showing progress, then sums up and lets the list reload', async () => {
    findUntranslated.mockResolvedValue(posts);
    const calls = posts.map(() => deferred());
    translateToSwedish.mockImplementation((item) => {
      const index = posts.indexOf(item);
      return calls[index]?.promise ?? Promise.reject(new Error('unexpected'));
    });
    const onFinished = vi.fn();
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={onFinished} />);

    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    expect(findUntranslated).toHaveBeenCalledWith('blogs');
    expect(translateToSwedish).not.toHaveBeenCalled();
    await acceptOffer(
      '2 blog posts have no Swedish text yet. 1 blog post has Swedish text that is out of date (its English changed after it was translated). Only those Swedish fields are written.',
      'Translate 3',
    );
    // Once the offer's dialog has closed, the page is in reach again.
    const button = await screen.findByRole('button', { name: 'Translating...' });
    expect(button).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Translation progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Translation progress: Translated 0 of 3 blog posts')).toBeInTheDocument();
    // Only the first is under way: the next one starts when it has finished.
    expect(translateToSwedish).toHaveBeenCalledTimes(1);
    expect(translateToSwedish).toHaveBeenLastCalledWith(posts[0]);

    await act(async () => calls[0]?.resolve());
    expect(translateToSwedish).toHaveBeenCalledTimes(2);
    expect(translateToSwedish).toHaveBeenLastCalledWith(posts[1]);
    expect(screen.getByText('Translation progress: Translated 1 of 3 blog posts')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '33');

    await act(async () => calls[1]?.resolve());
    expect(translateToSwedish).toHaveBeenLastCalledWith(posts[2]);
    expect(onFinished).not.toHaveBeenCalled();
    await act(async () => calls[2]?.resolve());

    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([
      { kind: 'success', title: 'Bulk translation complete', description: 'Translated 3 of 3 blog posts, 0 failed.' },
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Translate All to Swedish' })).toBeEnabled();
  });

  it('goes on after a failure and reports it in the destructive style', async () => {
    findUntranslated.mockResolvedValue(posts);
    translateToSwedish.mockImplementation(async (item) => {
      if (item.id === 'b') throw new Error('provider down');
    });
    const onFinished = vi.fn();
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={onFinished} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await acceptOffer(/^Translate to Swedish\?/, 'Translate 3');
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(translateToSwedish.mock.calls.map(([item]) => item.id)).toEqual(['a', 'b', 'c']);
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Bulk translation complete',
        description: 'Translated 2 of 3 blog posts, 1 failed. Failed: “Post b”.',
      },
    ]);
  });

  it('counts an item saved by someone else meanwhile apart, as left alone, and says to run it again', async () => {
    findUntranslated.mockResolvedValue(posts);
    translateToSwedish.mockImplementation(async (item) => {
      if (item.id === 'b') throw new EditConflictError(null);
    });
    const onFinished = vi.fn();
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={onFinished} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await acceptOffer(/^Translate to Swedish\?/, 'Translate 3');
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(toasts()).toEqual([
      {
        kind: 'warning',
        title: 'Bulk translation complete',
        description:
          'Translated 2 of 3 blog posts, 0 failed. 1 was changed by someone else while the translation ran and was left as they saved it; run Translate All again to translate it.',
      },
    ]);
    expect(useToasts.getState().toasts[0]?.duration).toBe(0);
  });

  it('says the same in Swedish', async () => {
    findUntranslated.mockResolvedValue(posts);
    translateToSwedish.mockRejectedValue(new EditConflictError(null));
    await renderAdmin(<BulkTranslateButton kind="caseStudies" onFinished={() => {}} />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt alla till svenska' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Översätt 3' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      'Översatte 0 av 3 kundcase, 0 misslyckades. 3 ändrades av någon annan medan översättningen pågick och lämnades som de sparades; kör Översätt alla igen för att översätta dem.',
    );
  });

  it('stops at a refusal every other item would meet too (the hourly limit), says why, and tries no more', async () => {
    findUntranslated.mockResolvedValue(posts);
    translateToSwedish.mockImplementation(async (item) => {
      if (item.id !== 'a') {
        throw new FunctionsError('resource-exhausted', 'Translation limit reached', {
          reason: 'rate-limited',
          retryAfterSeconds: 600,
        });
      }
    });
    const onFinished = vi.fn();
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={onFinished} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await acceptOffer(/^Translate to Swedish\?/, 'Translate 3');
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(translateToSwedish.mock.calls.map(([item]) => item.id)).toEqual(['a', 'b']);
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Bulk translation complete',
        description:
          'Translated 1 of 3 blog posts, 1 failed. Stopped; 1 was not tried. You have used up your translations for this hour. Try again in 10 minutes.',
      },
    ]);
  });

  it('stops when translation is not set up, in Swedish, rather than failing every item', async () => {
    findUntranslated.mockResolvedValue(posts);
    translateToSwedish.mockRejectedValue(new FunctionsError('failed-precondition', 'Translation is not configured'));
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt alla till svenska' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Översätt 3' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(translateToSwedish).toHaveBeenCalledTimes(1);
    expect(toasts()[0]?.description).toBe(
      'Översatte 0 av 3 blogginlägg, 1 misslyckades. Avbröts; 2 försöktes inte. Översättning är inte konfigurerad för webbplatsen ännu. Fråga den som driver webbplatsen.',
    );
  });

  it('says why a refusal of that kind failed the last item too, with nothing left to stop', async () => {
    findUntranslated.mockResolvedValue(posts.slice(0, 1));
    translateToSwedish.mockRejectedValue(
      new FunctionsError('resource-exhausted', 'Translation limit reached', { retryAfterSeconds: 120 }),
    );
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await acceptOffer(/^Translate to Swedish\?/, 'Translate 1');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      'Translated 0 of 1 blog post, 1 failed. You have used up your translations for this hour. Try again in 2 minutes.',
    );
  });

  it('can be stopped: the item under way finishes, the rest are not tried, and the summary says so', async () => {
    findUntranslated.mockResolvedValue(posts);
    const first = deferred();
    translateToSwedish.mockImplementation((item) => (item.id === 'a' ? first.promise : Promise.resolve()));
    const onFinished = vi.fn();
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={onFinished} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await acceptOffer(/^Translate to Swedish\?/, 'Translate 3');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop translating' }));
    expect(screen.getByRole('button', { name: 'Stopping…' })).toBeDisabled();
    await act(async () => first.resolve());
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(translateToSwedish).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([
      {
        kind: 'info',
        title: 'Bulk translation complete',
        description: 'Translated 1 of 3 blog posts, 0 failed. Stopped; 2 were not tried.',
      },
    ]);
    expect(screen.queryByRole('button', { name: /Stop/ })).not.toBeInTheDocument();
  });

  it('names the first three that failed, and how many more, in Swedish', async () => {
    const five: UntranslatedDocument[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      kind: 'blogs',
      id,
      stored: { title: `Inlägg ${id}` },
      missing: ['title'],
      stale: [],
      sources: {},
    }));
    findUntranslated.mockResolvedValue(five);
    translateToSwedish.mockImplementation(async (item) => {
      if (item.id !== 'c') throw new FunctionsError('unavailable', 'Translation failed');
    });
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt alla till svenska' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Översätt 5' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(translateToSwedish).toHaveBeenCalledTimes(5);
    expect(toasts()[0]?.description).toBe(
      'Översatte 1 av 5 blogginlägg, 4 misslyckades. Misslyckades: ”Inlägg a”, ”Inlägg b”, ”Inlägg d” och 1 till.',
    );
  });

  it('says which translations came out too long for their Swedish field, and what to do', async () => {
    findUntranslated.mockResolvedValue(posts);
    translateToSwedish.mockImplementation(async (item) => {
      if (item.id === 'b') throw new InvalidFieldsError([{ field: 'title_sv', max: 200, message: 'too long' }]);
      // A stored post that broke the schema before (an import): not the translation's length.
      if (item.id === 'c') throw new InvalidFieldsError([{ field: 'author', max: null, message: 'required' }]);
    });
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await acceptOffer(/^Translate to Swedish\?/, 'Translate 3');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      'Translated 1 of 3 blog posts, 2 failed. Failed: “Post c”. Too long for its Swedish field: “Post b”. Shorten the text in its editor and translate it there.',
    );
    cleanup();
    useToasts.setState({ toasts: [] });
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt alla till svenska' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Översätt 3' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      'Översatte 1 av 3 blogginlägg, 2 misslyckades. Misslyckades: ”Post c”. För lång för sitt svenska fält: ”Post b”. Korta texten i redigeraren och översätt där.',
    );
  });

  it('writes its counts with the digit grouping of the console language', async () => {
    // 1,200 without Swedish, 6 out of date.
    const many: UntranslatedDocument[] = Array.from({ length: 1206 }, (_, i) => ({
      kind: 'blogs',
      id: `p${i}`,
      stored: { title: `Post ${i}` },
      missing: i < 1200 ? ['title'] : [],
      stale: i < 1200 ? [] : ['title'],
      sources: {},
    }));
    findUntranslated.mockResolvedValue(many);
    translateToSwedish.mockImplementation(async (item) => {
      if (item.id === 'p0') throw new Error('provider down');
    });
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt alla till svenska' }));
    // Read as it is: toHaveTextContent would make the no-break spaces plain ones.
    expect((await findOffer()).message).toBe(
      '1\u00a0200 blogginlägg saknar svensk text. 6 blogginlägg har svensk text som är inaktuell (engelskan ändrades efter översättningen). Bara de svenska fälten skrivs.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Översätt 1\u00a0206' }));
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 20_000 });
    expect(toasts()[0]?.description).toBe(
      'Översatte 1\u00a0205 av 1\u00a0206 blogginlägg, 1 misslyckades. Misslyckades: ”Post 0”.',
    );
  });

  it('says so when every blog already has Swedish text', async () => {
    findUntranslated.mockResolvedValue([]);
    const onFinished = vi.fn();
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={onFinished} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([
      { kind: 'info', title: 'No blogs to translate', description: 'All blogs already have Swedish translations' },
    ]);
    expect(translateToSwedish).not.toHaveBeenCalled();
    expect(onFinished).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Translate All to Swedish' })).toBeEnabled();
  });

  it('speaks of case studies on the case-study list', async () => {
    findUntranslated.mockResolvedValueOnce([]);
    findUntranslated.mockResolvedValueOnce([
      {
        kind: 'caseStudies',
        id: 'x',
        stored: { title: 'Faster invoicing' },
        missing: ['title'],
        stale: [],
        sources: {},
      },
    ]);
    translateToSwedish.mockRejectedValue(new Error('provider down'));
    await renderAdmin(<BulkTranslateButton kind="caseStudies" onFinished={() => {}} />);
    const button = screen.getByRole('button', { name: 'Translate All to Swedish' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await acceptOffer('1 case study has no Swedish text yet. Only those Swedish fields are written.', 'Translate 1');
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(findUntranslated).toHaveBeenCalledWith('caseStudies');
    expect(toasts()).toEqual([
      {
        kind: 'info',
        title: 'No case studies to translate',
        description: 'All case studies already have Swedish translations',
      },
      {
        kind: 'error',
        title: 'Bulk translation complete',
        description: 'Translated 0 of 1 case study, 1 failed. Failed: “Faster invoicing”.',
      },
    ]);
  });

  it('reports a list that cannot be loaded and translates nothing', async () => {
    findUntranslated.mockRejectedValue(new Error('offline'));
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt alla till svenska' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([{ kind: 'error', title: 'Fel', description: 'Kunde inte ladda blogginläggen' }]);
    expect(translateToSwedish).not.toHaveBeenCalled();
  });

  it('leaves everything as it is when the offer is cancelled', async () => {
    findUntranslated.mockResolvedValue(posts);
    const onFinished = vi.fn();
    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={onFinished} />, { language: 'sv' });
    await userEvent.click(screen.getByRole('button', { name: 'Översätt alla till svenska' }));
    expect((await findOffer()).message).toBe(
      '2 blogginlägg saknar svensk text. 1 blogginlägg har svensk text som är inaktuell (engelskan ändrades efter översättningen). Bara de svenska fälten skrivs.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(translateToSwedish).not.toHaveBeenCalled();
    expect(onFinished).not.toHaveBeenCalled();
  });
});
