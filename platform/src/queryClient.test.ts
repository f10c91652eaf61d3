import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, withDates, withTaggedDates } from './queryClient';

describe("the pages' query cache from the server to the browser", () => {
  it('keeps the Dates of what the server loaded through the JSON it embeds', () => {
    const story = {
      id: 'a',
      created_at: new Date('2025-03-01T10:00:00.000Z'),
      unpublish_at: null,
      metrics: [{ metric: 'Time saved', value: '50%' }],
      nested: { at: [new Date('2026-01-02T03:04:05.678Z')] },
    };
    const server = createQueryClient();
    server.setQueryData(['case_studies', 'published', { language: 'sv', page: 1 }], { items: [story], total: 1 });
    // As the renderer embeds it (JSON in #server-data) and the browser parses it.
    const embedded = JSON.parse(JSON.stringify(dehydrate(server)));
    const browser = createQueryClient();
    hydrate(browser, embedded);
    const loaded = browser.getQueryData<{ items: (typeof story)[] }>([
      'case_studies',
      'published',
      { language: 'sv', page: 1 },
    ]);
    expect(loaded).toEqual({ items: [story], total: 1 });
    expect(loaded?.items[0]?.created_at).toBeInstanceOf(Date);
  });

  it('tags only Dates, and reads back only what it tagged', () => {
    expect(withTaggedDates({ at: new Date(Number.NaN), text: '2025-01-01', n: 1 })).toEqual({
      at: null,
      text: '2025-01-01',
      n: 1,
    });
    // An object with more than the tag is data, not a date.
    expect(withDates({ $date: '2025-01-01T00:00:00.000Z', other: 1 })).toEqual({
      $date: '2025-01-01T00:00:00.000Z',
      other: 1,
    });
    expect(withDates({ $date: 5 })).toEqual({ $date: 5 });
  });
});
