import { describe, expect, it, vi } from 'vitest';

const loadFirestore = vi.fn();
vi.mock('./firestore', () => ({ loadFirestore: () => loadFirestore() }));

const { CLOCK_MARGINS_MS, queryLive } = await import('./published');

/** A store whose queries are refused (as the rules refuse an unprovable one) the first `refusals` times. */
function storeRefusing(refusals: number) {
  const asked: unknown[] = [];
  const sdk = {
    and: vi.fn((...filters: unknown[]) => ({ and: filters })),
    collection: vi.fn(),
    getDocs: vi.fn(async (query: { filter: unknown }) => {
      asked.push(query.filter);
      if (asked.length <= refusals) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      return { docs: [{ id: 'p1' }] };
    }),
    limit: vi.fn(),
    or: vi.fn((...filters: unknown[]) => ({ or: filters })),
    query: vi.fn((_collection: unknown, filter: unknown) => ({ filter })),
    Timestamp: { fromMillis: vi.fn((millis: number) => ({ millis })) },
    where: vi.fn((field: string, op: string, value: unknown) => ({ field, op, value })),
  };
  loadFirestore.mockResolvedValue({ db: {}, sdk });
  return { asked, sdk };
}

describe('queryLive', () => {
  it('asks for live documents, the unpublish time a fifth of a second ahead of this clock', async () => {
    const { asked, sdk } = storeRefusing(0);
    const before = Date.now();
    expect((await queryLive('blogs', { slug: 'a' })).map((doc) => doc.id)).toEqual(['p1']);
    expect(asked).toHaveLength(1);
    expect(sdk.where).toHaveBeenCalledWith('slug', '==', 'a');
    expect(sdk.where).toHaveBeenCalledWith('is_published', '==', true);
    expect(sdk.where).toHaveBeenCalledWith('publish_at', '==', null);
    expect(sdk.where).toHaveBeenCalledWith('unpublish_at', '==', null);
    const [millis] = sdk.Timestamp.fromMillis.mock.calls[0] ?? [];
    expect(millis).toBeGreaterThanOrEqual(before + CLOCK_MARGINS_MS[0]);
  });

  it('asks again with a minute when refused (a clock behind), then without scheduled ends', async () => {
    const once = storeRefusing(1);
    await queryLive('blogs');
    expect(once.asked).toHaveLength(2);
    expect(once.sdk.Timestamp.fromMillis).toHaveBeenCalledTimes(2);
    const always = storeRefusing(2);
    await queryLive('blogs');
    expect(always.asked).toHaveLength(3);
    expect(JSON.stringify(always.asked[2])).not.toContain('millis');
  });

  it('passes on any other failure', async () => {
    const { sdk } = storeRefusing(0);
    sdk.getDocs.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await expect(queryLive('blogs')).rejects.toThrow('offline');
  });
});
