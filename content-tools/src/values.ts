/**
 * Firestore values as JSON and back, without losing their types. Strings, numbers, booleans,
 * null, arrays and maps are themselves; every other type is an object with one `$` key:
 *
 *   { "$timestamp": "2025-01-15T08:00:00.123456Z" }  a Timestamp, to the nanosecond (RFC 3339, UTC)
 *   { "$bytes": "<base64>" }                        { "$reference": "blogs/abc" }
 *   { "$geopoint": [59.33, 18.06] }
 *   { "$number": "NaN" | "Infinity" | "-Infinity" }
 *   { "$map": { … } }                               a map with a key starting with `$`
 *
 * Map keys are written sorted, so the same document always gives the same bytes (exports can be
 * compared file by file). Integers and doubles are both JSON numbers: the Admin SDK writes an
 * integral number as an integer, so a double with an integral value comes back as an integer
 * (none of our fields is a double).
 */
import { DocumentReference, type Firestore, GeoPoint, Timestamp } from 'firebase-admin/firestore';

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

const TIMESTAMP_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?Z$/;

/** A Timestamp as RFC 3339 text in UTC, its fraction as long as its nanoseconds need. */
export function timestampText(seconds: number, nanoseconds: number): string {
  const whole = new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  const fraction = String(nanoseconds).padStart(9, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}Z`;
}

/** The seconds and nanoseconds of {@link timestampText}'s text. */
export function parseTimestampText(text: string): { seconds: number; nanoseconds: number } {
  const match = TIMESTAMP_TEXT.exec(text);
  const milliseconds = match?.[1] ? Date.parse(`${match[1]}Z`) : Number.NaN;
  if (!match || Number.isNaN(milliseconds)) throw new Error(`not a timestamp: ${JSON.stringify(text)}`);
  return { seconds: milliseconds / 1000, nanoseconds: Number((match[2] ?? '').padEnd(9, '0')) };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A value read with the Admin SDK, as JSON. */
export function encodeValue(value: unknown): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $number: String(value) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Timestamp) return { $timestamp: timestampText(value.seconds, value.nanoseconds) };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof DocumentReference) return { $reference: value.path };
  if (value instanceof GeoPoint) return { $geopoint: [value.latitude, value.longitude] };
  if (isPlainObject(value)) {
    const map = encodeData(value);
    return Object.keys(map).some((key) => key.startsWith('$')) ? { $map: map } : map;
  }
  throw new Error(`cannot export a value of type ${Object.prototype.toString.call(value)}`);
}

/** A document's fields as JSON, keys sorted. */
export function encodeData(data: Record<string, unknown>): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(data).sort()) out[key] = encodeValue(data[key]);
  return out;
}

/** JSON of {@link encodeValue} as the value the Admin SDK writes; references point into `db`. */
function decodeValue(json: Json, db: Firestore): unknown {
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) return json.map((item) => decodeValue(item, db));
  const tag = tagOf(json);
  if (!tag) return decodeData(json, db);
  const value = json[tag];
  switch (tag) {
    case '$timestamp': {
      const { seconds, nanoseconds } = parseTimestampText(String(value));
      return new Timestamp(seconds, nanoseconds);
    }
    case '$bytes':
      return Buffer.from(String(value), 'base64');
    case '$reference':
      return db.doc(String(value));
    case '$geopoint':
      if (!Array.isArray(value) || value.length !== 2) break;
      return new GeoPoint(Number(value[0]), Number(value[1]));
    case '$number':
      return Number(value);
    case '$map':
      if (!isPlainObject(value)) break;
      return decodeData(value as JsonObject, db);
  }
  throw new Error(`cannot import ${JSON.stringify(json)}: unknown or malformed ${tag}`);
}

/** A document's JSON fields as the data the Admin SDK writes. */
export function decodeData(json: JsonObject, db: Firestore): Record<string, unknown> {
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, decodeValue(value, db)]));
}

/** Every string inside `json` replaced by `change(string)`, the rest as it is. */
export function mapStrings(json: Json, change: (text: string) => string): Json {
  if (typeof json === 'string') return change(json);
  if (Array.isArray(json)) return json.map((item) => mapStrings(item, change));
  if (json === null || typeof json !== 'object') return json;
  const tag = tagOf(json);
  // A tagged value's text (a timestamp, base64) is not a string of the document.
  if (tag === '$map') return { $map: mapFields(json.$map as JsonObject, change) };
  if (tag) return json;
  return mapFields(json, change);
}

function mapFields(map: JsonObject, change: (text: string) => string): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(map)) out[key] = mapStrings(value, change);
  return out;
}

/** The `$` key of a tagged value, or undefined for a map. */
function tagOf(json: JsonObject): string | undefined {
  const keys = Object.keys(json);
  return keys.length === 1 && keys[0]?.startsWith('$') ? keys[0] : undefined;
}

/** Every string inside `json` (tagged values' text aside). */
export function stringsOf(json: Json): string[] {
  const found: string[] = [];
  mapStrings(json, (text) => {
    found.push(text);
    return text;
  });
  return found;
}
