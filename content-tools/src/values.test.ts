import { initializeApp } from 'firebase-admin/app';
import { GeoPoint, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  decodeData,
  encodeData,
  encodeValue,
  mapStrings,
  parseTimestampText,
  stringsOf,
  timestampText,
} from './values';

// Nothing is read or written: the app only gives document references a database to belong to.
const db = getFirestore(initializeApp({ projectId: 'demo-values-test' }, 'values-test'));

describe('timestamps', () => {
  it('are RFC 3339 text in UTC, the fraction as long as the nanoseconds need', () => {
    expect(timestampText(1736928000, 0)).toBe('2025-01-15T08:00:00Z');
    expect(timestampText(1736928000, 123_000_000)).toBe('2025-01-15T08:00:00.123Z');
    expect(timestampText(1736928000, 123_456_000)).toBe('2025-01-15T08:00:00.123456Z');
    expect(timestampText(1736928000, 1)).toBe('2025-01-15T08:00:00.000000001Z');
    expect(timestampText(-62135596800, 0)).toBe('0001-01-01T00:00:00Z');
  });

  it('read back to the same seconds and nanoseconds', () => {
    for (const [seconds, nanoseconds] of [
      [1736928000, 0],
      [1736928000, 123_456_789],
      [-1, 999_999_999],
      [253402300799, 999_999_000],
    ] as const) {
      expect(parseTimestampText(timestampText(seconds, nanoseconds))).toEqual({ seconds, nanoseconds });
    }
  });

  it('refuse text that is not one', () => {
    for (const text of ['2025-01-15', '2025-01-15T08:00:00+01:00', '2025-13-45T08:00:00Z', 'soon'])
      expect(() => parseTimestampText(text), text).toThrow(/not a timestamp/);
  });
});

describe('documents as JSON', () => {
  const stored = {
    title: 'A post',
    is_published: true,
    number: 7,
    ratio: 0.25,
    image_url: null,
    publish_at: new Timestamp(1736928000, 123_456_000),
    unpublish_at: null,
    metrics: [{ metric: 'Time saved', value: '70%' }],
    fields: { saved_at: new Timestamp(1700000000, 0), nested: ['a', new Timestamp(0, 5000)] },
    place: new GeoPoint(59.33, 18.06),
    raw: Buffer.from([0, 1, 2, 255]),
    parent: db.doc('blogs/abc'),
    odd: { $timestamp: 'not a tag', plain: 1 },
    infinite: Number.POSITIVE_INFINITY,
  };

  it('keep every type, sorted by key', () => {
    const json = encodeData(stored);
    expect(Object.keys(json)).toEqual(Object.keys(stored).sort());
    expect(json.publish_at).toEqual({ $timestamp: '2025-01-15T08:00:00.123456Z' });
    expect(json.fields).toEqual({
      nested: ['a', { $timestamp: '1970-01-01T00:00:00.000005Z' }],
      saved_at: { $timestamp: '2023-11-14T22:13:20Z' },
    });
    expect(json.place).toEqual({ $geopoint: [59.33, 18.06] });
    expect(json.raw).toEqual({ $bytes: 'AAEC/w==' });
    expect(json.parent).toEqual({ $reference: 'blogs/abc' });
    expect(json.odd).toEqual({ $map: { $timestamp: 'not a tag', plain: 1 } });
    expect(json.infinite).toEqual({ $number: 'Infinity' });
  });

  it('come back as the values the Admin SDK writes: timestamps as Timestamps, not text', () => {
    const back = decodeData(JSON.parse(JSON.stringify(encodeData(stored))), db);
    expect(back.publish_at).toBeInstanceOf(Timestamp);
    expect(back.publish_at).toEqual(stored.publish_at);
    expect((back.fields as { saved_at: unknown }).saved_at).toBeInstanceOf(Timestamp);
    expect(back.place).toEqual(stored.place);
    expect(back.raw).toEqual(stored.raw);
    expect((back.parent as { path: string }).path).toBe('blogs/abc');
    expect(back.odd).toEqual(stored.odd);
    expect(back.infinite).toBe(Number.POSITIVE_INFINITY);
    expect(encodeData(back)).toEqual(encodeData(stored));
  });

  it('refuse a tag they do not know instead of writing it as a map', () => {
    expect(() => decodeData({ when: { $date: '2025-01-01' } }, db)).toThrow(/unknown or malformed \$date/);
  });

  it('refuse a value they cannot carry', () => {
    expect(() => encodeValue(new Map())).toThrow(/cannot export/);
  });
});

describe('mapStrings', () => {
  it("changes the document's strings, not a tagged value's text or a map's keys", () => {
    const json = encodeData({
      a: 'x',
      b: ['x', { c: 'x' }],
      when: new Timestamp(0, 0),
      odd: { $key: 'x' },
      x: 1,
    });
    const changed = mapStrings(json, (text) => text.toUpperCase());
    expect(changed).toEqual({
      a: 'X',
      b: ['X', { c: 'X' }],
      odd: { $map: { $key: 'X' } },
      when: { $timestamp: '1970-01-01T00:00:00Z' },
      x: 1,
    });
    expect(stringsOf(json)).toEqual(['x', 'x', 'x', 'x']);
  });
});
