/**
 * Wire formats of the Firebase Storage REST API (v0) as the web SDK speaks it.
 */
import crypto from 'node:crypto';

/**
 * @typedef {object} StoredObject
 * @property {string} bucket
 * @property {string} name
 * @property {string} generation
 * @property {number} metageneration
 * @property {string} contentType
 * @property {number} size
 * @property {string} md5Hash base64
 * @property {string} crc32c base64, big-endian
 * @property {string} etag
 * @property {string} timeCreated ISO 8601
 * @property {string} updated ISO 8601
 * @property {string[]} downloadTokens
 * @property {string} [cacheControl]
 * @property {string} [contentDisposition]
 * @property {string} [contentEncoding]
 * @property {string} [contentLanguage]
 * @property {Record<string, string>} [customMetadata]
 */

/**
 * Metadata the client may set on upload or update (the SDK's writable fields).
 * @typedef {object} WritableMetadata
 * @property {string | null} [contentType]
 * @property {string | null} [cacheControl]
 * @property {string | null} [contentDisposition]
 * @property {string | null} [contentEncoding]
 * @property {string | null} [contentLanguage]
 * @property {Record<string, unknown> | null} [metadata]
 */

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** @param {Uint8Array} bytes @returns {number} CRC-32C (Castagnoli) */
export function crc32c(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** @param {Uint8Array} bytes */
export function hashes(bytes) {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32c(bytes));
  return {
    md5Hash: crypto.createHash('md5').update(bytes).digest('base64'),
    crc32c: crc.toString('base64'),
  };
}

/** @param {string} generation @param {number} metageneration */
export function etagFor(generation, metageneration) {
  return crypto.createHash('sha1').update(`${generation}/${metageneration}`).digest('base64').slice(0, -1);
}

/** Object generations are microsecond timestamps, strictly increasing within a process. */
let lastGeneration = 0;
export function nextGeneration() {
  lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
  return String(lastGeneration);
}

/**
 * The metadata resource the v0 API returns for an object.
 * @param {StoredObject} object
 */
export function toFirebaseMetadata(object) {
  const fileName = object.name.split('/').pop() ?? object.name;
  /** @type {Record<string, unknown>} */
  const out = {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition: object.contentDisposition ?? `inline; filename*=utf-8''${encodeRfc5987(fileName)}`,
    downloadTokens: object.downloadTokens.join(','),
  };
  if (object.cacheControl) out.cacheControl = object.cacheControl;
  if (object.contentLanguage) out.contentLanguage = object.contentLanguage;
  if (object.customMetadata && Object.keys(object.customMetadata).length) out.metadata = object.customMetadata;
  return out;
}

/** @param {string} value */
export function encodeRfc5987(value) {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Splits custom metadata into plain string values and the download tokens it may carry
 * (`firebaseStorageDownloadTokens`, a comma-separated list, as the Admin SDK sets it).
 * @param {Record<string, unknown> | null | undefined} metadata
 * @returns {{ custom: Record<string, string> | undefined, tokens: string[] }}
 */
export function splitCustomMetadata(metadata) {
  if (!metadata) return { custom: undefined, tokens: [] };
  /** @type {Record<string, string>} */
  const custom = {};
  let tokens = /** @type {string[]} */ ([]);
  for (const [key, value] of Object.entries(metadata)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (key === 'firebaseStorageDownloadTokens') tokens = text.split(',').filter(Boolean);
    else custom[key] = text;
  }
  return { custom: Object.keys(custom).length ? custom : undefined, tokens };
}

/**
 * Parses the SDK's `multipart/related` upload body: a JSON metadata part, then the bytes.
 * @param {string} contentTypeHeader
 * @param {Buffer} body
 * @returns {{ metadata: Record<string, unknown>, data: Buffer, dataContentType: string | undefined }}
 */
export function parseMultipartRelated(contentTypeHeader, body) {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentTypeHeader);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new Error('multipart/related request without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts = [];
  let start = body.indexOf(delimiter);
  if (start === -1) throw new Error('multipart body does not start with its boundary');
  const closing = body.lastIndexOf(Buffer.from(`\r\n--${boundary}--`));
  if (closing === -1) throw new Error('multipart body has no closing boundary');
  while (start !== -1 && start < closing) {
    const headerStart = start + delimiter.length + 2; // skip CRLF after the boundary
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd === -1) throw new Error('multipart part without headers');
    /** @type {number} */
    const next = parts.length === 0 ? body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4) : closing;
    if (next === -1) throw new Error('multipart part is not terminated');
    const headers = body.subarray(headerStart, headerEnd).toString('utf8');
    const contentType = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim();
    parts.push({ contentType, content: body.subarray(headerEnd + 4, next) });
    start = next === closing ? -1 : next + 2;
  }
  const [metaPart, dataPart] = parts;
  if (!metaPart || !dataPart) throw new Error('multipart upload needs a metadata part and a data part');
  /** @type {unknown} */
  const metadata = JSON.parse(metaPart.content.toString('utf8'));
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    throw new Error('multipart metadata part is not a JSON object');
  }
  return {
    metadata: /** @type {Record<string, unknown>} */ (metadata),
    data: Buffer.from(dataPart.content),
    dataContentType: dataPart.contentType,
  };
}
