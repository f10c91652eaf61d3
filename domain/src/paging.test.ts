import { describe, expect, it } from 'vitest';
import { listPage, newestFirst, parseListPage } from './paging';

describe('parseListPage', () => {
  it('reads 1 when absent and a positive whole number, and refuses anything else', () => {
    expect(parseListPage(null)).toBe(1);
    expect(parseListPage(undefined)).toBe(1);
    expect(parseListPage('2')).toBe(2);
    expect(parseListPage('84')).toBe(84);
    for (const junk of ['0', '-1', 'x', '1.5', '', '02', ' 2', '9999999', '1e3']) {
      expect(parseListPage(junk), junk).toBe('invalid');
    }
  });
});

describe('listPage', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('slices the page asked for and counts the pages', () => {
    expect(listPage(items, 1, 10)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      total: 25,
    });
    expect(listPage(items, 3, 10)).toEqual({ items: [21, 22, 23, 24, 25], page: 3, pageCount: 3, total: 25 });
  });

  it('has no items beyond the last page, and an empty list is page 1 of 1', () => {
    expect(listPage(items, 4, 10)).toEqual({ items: [], page: 4, pageCount: 3, total: 25 });
    expect(listPage([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('newestFirst', () => {
  it('sorts by the key, newest first, equal keys by id last first', () => {
    const items = [
      { id: 'a', date: '2025-01-01' },
      { id: 'b', date: '2025-03-01' },
      { id: 'c', date: '2025-01-01' },
    ];
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });
});
