/**
 * A small stand-in for the Firebase Storage emulator, for machines where firebase-tools' own
 * emulator cannot run (its rules runtime only downloads from Google). It answers the v0 REST
 * API the Storage web SDK speaks — multipart and resumable uploads, metadata, downloads by
 * token, metadata updates, delete, list — and enforces the policy of storage.rules (rules.mjs).
 * Node built-ins only.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import {
  encodeRfc5987,
  etagFor,
  hashes,
  nextGeneration,
  parseMultipartRelated,
  splitCustomMetadata,
  toFirebaseMetadata,
} from './protocol.mjs';
import { isAllowed, parseAuthorization } from './rules.mjs';
import { ObjectStore } from './store.mjs';

/** @typedef {import('./protocol.mjs').StoredObject} StoredObject */
/** @typedef {import('./protocol.mjs').WritableMetadata} WritableMetadata */
/** @typedef {import('./rules.mjs').Operation} Operation */
/** @typedef {ReturnType<typeof parseAuthorization>} Caller */

/**
 * @typedef {object} StorageEmulatorOptions
 * @property {string} [dataDir] persist objects here; in memory only when omitted
 * @property {boolean} [reset] delete everything persisted before serving (a fresh emulator, like the official one)
 * @property {number} [maxBodyBytes] largest request body accepted (413 above it); default 64 MiB
 * @property {(line: string) => void} [log] one line per denied or failed request
 * @property {(uid: string) => Promise<import('./rules.mjs').StaffDocument | null>} [staffDocument]
 *   the caller's staff/{uid} document, which the rules read for a create or a delete (storage.rules'
 *   `firestore.get`; `firestoreStaffDocuments` reads the Firestore emulator's). Without it no
 *   account has one: only accounts made admin before roles (`admin: true`) are staff
 */

/**
 * @typedef {object} ResumableSession
 * @property {string} bucket
 * @property {string} name
 * @property {WritableMetadata} metadata
 * @property {Caller} caller
 * @property {Buffer[]} chunks
 * @property {number} received
 * @property {'active' | 'final' | 'cancelled'} status
 * @property {{ status: number, body: unknown } | undefined} result
 */

const EXPOSED_HEADERS = [
  'content-type',
  'content-range',
  'content-disposition',
  'etag',
  'x-firebase-storage-version',
  'x-goog-upload-size-received',
  'x-goog-upload-url',
  'x-goog-upload-command',
  'x-gupload-uploadid',
  'x-goog-upload-header-content-length',
  'x-goog-upload-header-content-type',
  'x-goog-upload-protocol',
  'x-goog-upload-status',
  'x-goog-upload-chunk-granularity',
  'x-goog-upload-control-url',
].join(', ');

const RESUMABLE_CHUNK_GRANULARITY = 256 * 1024;
const SESSION_TTL_MS = 60 * 60 * 1000;

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {StorageEmulatorOptions} [options]
 */
function createStorageEmulator(options = {}) {
  const { dataDir, maxBodyBytes = 64 * 1024 * 1024, log = () => {}, staffDocument = async () => null } = options;
  const store = new ObjectStore(dataDir);
  /** @type {Map<string, ResumableSession>} */
  const sessions = new Map();

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    setCors(req, res);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '3600',
        ...(req.headers['access-control-request-private-network']
          ? { 'Access-Control-Allow-Private-Network': 'true' }
          : {}),
      });
      res.end();
      return;
    }

    const url = new URL(req.url ?? '/', 'http://storage.local');
    if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
      return sendJson(res, 200, { emulator: 'storage', implementation: 'project-local' });
    }
    const route = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (!route) throw new HttpError(404, 'Not Found.');
    const bucket = decodeURIComponent(route[1] ?? '');
    const name = route[2] === undefined ? undefined : decodeURIComponent(route[2]);
    const caller = parseAuthorization(req.headers.authorization);

    if (name === undefined) {
      if (method === 'GET' || method === 'HEAD') return list(res, bucket, url.searchParams, caller);
      if (method === 'POST' || method === 'PUT')
        return upload(req, res, bucket, url.searchParams.get('name'), url, caller);
      throw new HttpError(405, `Method ${method} is not allowed here.`);
    }
    switch (method) {
      case 'GET':
      case 'HEAD':
        return getObject(req, res, bucket, name, url.searchParams, caller, method === 'HEAD');
      case 'DELETE':
        return deleteObject(res, bucket, name, caller);
      case 'PATCH':
        return updateMetadata(req, res, bucket, name, caller);
      case 'PUT':
      case 'POST':
        if (req.headers['x-http-method-override']?.toString().toLowerCase() === 'patch') {
          return updateMetadata(req, res, bucket, name, caller);
        }
        if (url.searchParams.has('create_token') || url.searchParams.has('delete_token')) {
          return changeToken(res, bucket, name, url.searchParams, caller);
        }
        return upload(req, res, bucket, name, url, caller);
      default:
        throw new HttpError(405, `Method ${method} is not allowed here.`);
    }
  }

  /**
   * @param {Caller} caller
   * @param {Operation} operation
   * @param {string} path
   * @param {import('./rules.mjs').ProposedResource} [resource]
   */
  async function permitted(caller, operation, path, resource) {
    if (caller.owner) return true;
    const auth = caller.auth;
    // The rules read the staff document only where the role decides (and only for a signed-in caller).
    const staff = auth && (operation === 'create' || operation === 'delete') ? await readStaff(auth.uid) : null;
    const allowed = isAllowed({ operation, path, auth, resource, staff });
    if (!allowed) log(`storage: denied ${operation} ${path} (${auth ? `uid ${auth.uid}` : 'signed out'})`);
    return allowed;
  }

  /**
   * The staff document, or null; a failed read (Firestore down) denies, as a failed `firestore.get` does.
   * @param {string} uid
   */
  async function readStaff(uid) {
    try {
      return await staffDocument(uid);
    } catch (error) {
      log(`storage: could not read staff/${uid} (${error instanceof Error ? error.message : error})`);
      return { role: null };
    }
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} bucket
   * @param {string} name
   * @param {URLSearchParams} params
   * @param {Caller} caller
   * @param {boolean} headOnly
   */
  async function getObject(req, res, bucket, name, params, caller, headOnly) {
    const object = store.get(bucket, name);
    const token = params.get('token');
    const byToken = Boolean(object && token && object.downloadTokens.includes(token));
    if (!byToken && !(await permitted(caller, 'get', name)))
      throw new HttpError(403, 'Permission denied. No READ permission.');
    if (!object) throw new HttpError(404, 'Not Found.');

    let current = object;
    if (current.downloadTokens.length === 0) {
      current = { ...current, downloadTokens: [crypto.randomUUID()] };
      await store.updateMetadata(current);
    }
    if (params.get('alt') !== 'media') return sendJson(res, 200, toFirebaseMetadata(current), headOnly);

    const data = await store.read(bucket, name);
    if (!data) throw new HttpError(404, 'Not Found.');
    const fileName = name.split('/').pop() ?? name;
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {
      'Content-Type': current.contentType,
      'Content-Disposition': `${current.contentDisposition ?? 'inline'}; filename*=utf-8''${encodeRfc5987(fileName)}`,
      'Cache-Control': current.cacheControl ?? 'private, max-age=0',
      ETag: `"${current.md5Hash}"`,
      'Last-Modified': new Date(current.updated).toUTCString(),
      'Accept-Ranges': 'bytes',
      'x-goog-generation': current.generation,
      'x-goog-metageneration': String(current.metageneration),
      'x-goog-storage-class': 'STANDARD',
      'x-goog-hash': `crc32c=${current.crc32c},md5=${current.md5Hash}`,
    };
    if (current.contentEncoding) headers['Content-Encoding'] = current.contentEncoding;
    if (current.contentLanguage) headers['Content-Language'] = current.contentLanguage;
    if (req.headers['if-none-match'] === headers.ETag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const range = parseRange(req.headers.range, data.length);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${data.length}` });
      res.end();
      return;
    }
    const body = range ? data.subarray(range.start, range.end + 1) : data;
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${data.length}`;
    headers['Content-Length'] = body.length;
    res.writeHead(range ? 206 : 200, headers);
    res.end(headOnly ? undefined : body);
  }

  /**
   * @param {http.ServerResponse} res
   * @param {string} bucket
   * @param {URLSearchParams} params
   * @param {Caller} caller
   */
  async function list(res, bucket, params, caller) {
    const prefix = params.get('prefix') ?? '';
    const delimiter = params.get('delimiter') ?? '';
    if (prefix && !prefix.endsWith('/')) {
      throw new HttpError(400, 'The prefix parameter is required to be empty or ends with a single / character.');
    }
    if (!(await permitted(caller, 'list', prefix))) throw new HttpError(403, 'Permission denied. No LIST permission.');
    const maxResults = Math.min(Math.max(Number(params.get('maxResults')) || 1000, 1), 1000);
    const after = params.get('pageToken') ? Buffer.from(params.get('pageToken') ?? '', 'base64url').toString() : '';

    /** @type {Map<string, 'item' | 'prefix'>} */
    const entries = new Map();
    for (const object of store.list(bucket)) {
      if (!object.name.startsWith(prefix)) continue;
      const rest = object.name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut === -1) entries.set(object.name, 'item');
      else entries.set(prefix + rest.slice(0, cut + delimiter.length), 'prefix');
    }
    const keys = [...entries.keys()].sort().filter((key) => key > after);
    const page = keys.slice(0, maxResults);
    /** @type {Record<string, unknown>} */
    const body = {
      prefixes: page.filter((key) => entries.get(key) === 'prefix'),
      items: page.filter((key) => entries.get(key) === 'item').map((key) => ({ name: key, bucket })),
    };
    const last = page.at(-1);
    if (keys.length > page.length && last) body.nextPageToken = Buffer.from(last).toString('base64url');
    sendJson(res, 200, body);
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} bucket
   * @param {string | null | undefined} name
   * @param {URL} url
   * @param {Caller} caller
   */
  async function upload(req, res, bucket, name, url, caller) {
    const protocol = req.headers['x-goog-upload-protocol']?.toString().toLowerCase();
    const command = req.headers['x-goog-upload-command']?.toString().toLowerCase();
    const uploadId = url.searchParams.get('upload_id');

    if (uploadId) return continueResumable(req, res, uploadId, command ?? '');
    if (protocol === 'resumable' || command === 'start') {
      if (!name) throw new HttpError(400, 'Missing object name.');
      return startResumable(req, res, bucket, name, caller);
    }
    if (!name) throw new HttpError(400, 'Missing object name.');
    const body = await readBody(req, maxBodyBytes);
    if (protocol === 'multipart') {
      let parsed;
      try {
        parsed = parseMultipartRelated(req.headers['content-type'] ?? '', body);
      } catch (error) {
        throw new HttpError(400, error instanceof Error ? error.message : 'Malformed multipart body.');
      }
      /** @type {WritableMetadata} */
      const metadata = { ...parsed.metadata };
      metadata.contentType ??= parsed.dataContentType ?? null;
      const result = await commit(bucket, name, metadata, parsed.data, caller);
      return sendJson(res, result.status, result.body);
    }
    const contentType = req.headers['content-type'] ?? null;
    const result = await commit(bucket, name, { contentType }, body, caller);
    return sendJson(res, result.status, result.body);
  }

  /**
   * Stores an upload if the rules allow it.
   * @param {string} bucket
   * @param {string} name
   * @param {WritableMetadata} metadata
   * @param {Buffer} data
   * @param {Caller} caller
   * @returns {Promise<{ status: number, body: unknown }>}
   */
  async function commit(bucket, name, metadata, data, caller) {
    const existing = store.get(bucket, name);
    const contentType = metadata.contentType || 'application/octet-stream';
    const allowed = await permitted(caller, existing ? 'update' : 'create', name, { size: data.length, contentType });
    // An upload of the same name may have landed while the caller's role was read: it is not overwritten.
    if (!allowed || (!existing && store.get(bucket, name))) {
      return errorBody(403, 'Permission denied. No WRITE permission.');
    }
    const { custom, tokens } = splitCustomMetadata(metadata.metadata);
    const now = new Date().toISOString();
    const generation = nextGeneration();
    /** @type {StoredObject} */
    const object = {
      bucket,
      name,
      generation,
      metageneration: 1,
      contentType,
      size: data.length,
      ...hashes(data),
      etag: etagFor(generation, 1),
      timeCreated: now,
      updated: now,
      downloadTokens: tokens.length ? tokens : [crypto.randomUUID()],
    };
    for (const field of /** @type {const} */ ([
      'cacheControl',
      'contentDisposition',
      'contentEncoding',
      'contentLanguage',
    ])) {
      const value = metadata[field];
      if (typeof value === 'string' && value) object[field] = value;
    }
    if (custom) object.customMetadata = custom;
    await store.put(object, data);
    return { status: 200, body: toFirebaseMetadata(object) };
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} bucket
   * @param {string} name
   * @param {Caller} caller
   */
  async function startResumable(req, res, bucket, name, caller) {
    const raw = (await readBody(req, 1024 * 1024)).toString('utf8').trim();
    /** @type {WritableMetadata & { size?: unknown }} */
    let metadata = {};
    try {
      metadata = raw ? JSON.parse(raw) : {};
    } catch {
      throw new HttpError(400, 'Upload metadata is not valid JSON.');
    }
    metadata.contentType ||= req.headers['x-goog-upload-header-content-type']?.toString() || null;
    const declaredSize = Number(req.headers['x-goog-upload-header-content-length'] ?? metadata.size ?? 0);
    const contentType = metadata.contentType || 'application/octet-stream';
    const operation = store.get(bucket, name) ? 'update' : 'create';
    if (
      !(await permitted(caller, operation, name, {
        size: Number.isFinite(declaredSize) ? declaredSize : 0,
        contentType,
      }))
    ) {
      res.setHeader('X-Goog-Upload-Status', 'final');
      throw new HttpError(403, 'Permission denied. No WRITE permission.');
    }
    const id = crypto.randomUUID();
    sessions.set(id, {
      bucket,
      name,
      metadata: { ...metadata, contentType: metadata.contentType ?? null },
      caller,
      chunks: [],
      received: 0,
      status: 'active',
      result: undefined,
    });
    setTimeout(() => sessions.delete(id), SESSION_TTL_MS).unref();
    const uploadUrl = new URL(`http://${req.headers.host ?? '127.0.0.1'}/v0/b/${encodeURIComponent(bucket)}/o`);
    uploadUrl.searchParams.set('name', name);
    uploadUrl.searchParams.set('upload_id', id);
    uploadUrl.searchParams.set('upload_protocol', 'resumable');
    res.writeHead(200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': uploadUrl.toString(),
      'X-Goog-Upload-Control-URL': '',
      'X-Goog-Upload-Chunk-Granularity': String(RESUMABLE_CHUNK_GRANULARITY),
      'X-GUploader-UploadID': id,
      'Content-Length': 0,
    });
    res.end();
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} id
   * @param {string} command e.g. "upload", "upload, finalize", "finalize", "query", "cancel"
   */
  async function continueResumable(req, res, id, command) {
    const session = sessions.get(id);
    if (!session) throw new HttpError(404, 'Upload session not found.');
    const commands = new Set(command.split(',').map((part) => part.trim()));

    if (commands.has('query')) {
      res.writeHead(200, {
        'X-Goog-Upload-Status': session.status === 'active' ? 'active' : 'final',
        'X-Goog-Upload-Size-Received': String(session.received),
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (commands.has('cancel')) {
      if (session.status === 'final') throw new HttpError(400, 'Upload already finalized.');
      session.status = 'cancelled';
      session.chunks = [];
      res.writeHead(200, { 'Content-Length': 0 });
      res.end();
      return;
    }
    if (session.status === 'final' && session.result) {
      res.setHeader('X-Goog-Upload-Status', 'final');
      return sendJson(res, session.result.status, session.result.body);
    }
    if (session.status !== 'active') throw new HttpError(400, 'Upload is not active.');

    if (commands.has('upload')) {
      const offset = Number(req.headers['x-goog-upload-offset'] ?? session.received);
      if (offset !== session.received) {
        throw new HttpError(400, `Upload offset ${offset} does not match ${session.received} bytes received.`);
      }
      const chunk = await readBody(req, maxBodyBytes - session.received);
      session.chunks.push(chunk);
      session.received += chunk.length;
    } else {
      await readBody(req, 0);
    }
    if (!commands.has('finalize')) {
      res.writeHead(200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(session.received),
        'X-GUploader-UploadID': id,
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    const data = Buffer.concat(session.chunks);
    session.chunks = [];
    session.status = 'final';
    session.result = await commit(session.bucket, session.name, session.metadata, data, session.caller);
    res.setHeader('X-Goog-Upload-Status', 'final');
    return sendJson(res, session.result.status, session.result.body);
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} bucket
   * @param {string} name
   * @param {Caller} caller
   */
  async function updateMetadata(req, res, bucket, name, caller) {
    const raw = (await readBody(req, 1024 * 1024)).toString('utf8');
    /** @type {WritableMetadata} */
    let incoming;
    try {
      incoming = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      throw new HttpError(400, 'Metadata is not valid JSON.');
    }
    const existing = store.get(bucket, name);
    const contentType =
      incoming.contentType === undefined ? existing?.contentType : (incoming.contentType ?? 'application/octet-stream');
    if (!(await permitted(caller, 'update', name, { size: existing?.size ?? 0, contentType: contentType ?? '' }))) {
      throw new HttpError(403, 'Permission denied. No WRITE permission.');
    }
    if (!existing) throw new HttpError(404, 'Not Found.');
    /** @type {StoredObject} */
    const next = { ...existing, metageneration: existing.metageneration + 1, updated: new Date().toISOString() };
    for (const field of /** @type {const} */ ([
      'contentType',
      'cacheControl',
      'contentDisposition',
      'contentEncoding',
      'contentLanguage',
    ])) {
      const value = incoming[field];
      if (value === null) {
        if (field === 'contentType') next.contentType = 'application/octet-stream';
        else delete next[field];
      } else if (typeof value === 'string') next[field] = value;
    }
    if (incoming.metadata === null) {
      delete next.customMetadata;
    } else if (incoming.metadata) {
      /** @type {Record<string, string>} */
      const merged = { ...(existing.customMetadata ?? {}) };
      for (const [key, value] of Object.entries(incoming.metadata)) {
        if (value === null) delete merged[key];
        else merged[key] = typeof value === 'string' ? value : JSON.stringify(value);
      }
      const { custom, tokens } = splitCustomMetadata(merged);
      if (tokens.length) next.downloadTokens = [...new Set([...next.downloadTokens, ...tokens])];
      if (custom) next.customMetadata = custom;
      else delete next.customMetadata;
    }
    next.etag = etagFor(next.generation, next.metageneration);
    await store.updateMetadata(next);
    sendJson(res, 200, toFirebaseMetadata(next));
  }

  /**
   * @param {http.ServerResponse} res
   * @param {string} bucket
   * @param {string} name
   * @param {Caller} caller
   */
  async function deleteObject(res, bucket, name, caller) {
    if (!(await permitted(caller, 'delete', name))) throw new HttpError(403, 'Permission denied. No WRITE permission.');
    if (!store.get(bucket, name)) throw new HttpError(404, 'Not Found.');
    await store.delete(bucket, name);
    res.writeHead(204);
    res.end();
  }

  /**
   * Creates or revokes a download token (the Admin SDK's privilege; owner only, as in the official emulator).
   * @param {http.ServerResponse} res
   * @param {string} bucket
   * @param {string} name
   * @param {URLSearchParams} params
   * @param {Caller} caller
   */
  async function changeToken(res, bucket, name, params, caller) {
    if (!caller.owner) throw new HttpError(403, 'Missing admin credentials.');
    const existing = store.get(bucket, name);
    if (!existing) throw new HttpError(404, 'Not Found.');
    let tokens = existing.downloadTokens;
    if (params.get('create_token') === 'true') tokens = [...tokens, crypto.randomUUID()];
    else if (params.has('delete_token')) {
      tokens = tokens.filter((token) => token !== params.get('delete_token'));
      if (!tokens.length) tokens = [crypto.randomUUID()];
    } else throw new HttpError(400, 'create_token must be "true".');
    const next = { ...existing, downloadTokens: tokens, metageneration: existing.metageneration + 1 };
    next.etag = etagFor(next.generation, next.metageneration);
    next.updated = new Date().toISOString();
    await store.updateMetadata(next);
    sendJson(res, 200, toFirebaseMetadata(next));
  }

  /** @type {http.RequestListener} */
  const listener = (req, res) => {
    handle(req, res).catch((error) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status >= 500) log(`storage: ${req.method} ${req.url} failed: ${message}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const { body } = errorBody(status, message);
      sendJson(res, status, body);
    });
  };

  return { listener, store };
}

/**
 * The staff documents of `projectId` in the Firestore emulator at `origin` (`http://host:port`), read
 * as the project's owner, for `staffDocument`: what storage.rules' `firestore.get` reads in production.
 * @param {string} origin
 * @param {string} projectId
 * @returns {(uid: string) => Promise<import('./rules.mjs').StaffDocument | null>}
 */
export function firestoreStaffDocuments(origin, projectId) {
  return async (uid) => {
    const url = `${origin}/v1/projects/${projectId}/databases/(default)/documents/staff/${encodeURIComponent(uid)}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`GET staff/${uid} answered ${response.status}`);
    const { fields = {} } = /** @type {{ fields?: Record<string, { stringValue?: string }> }} */ (
      await response.json()
    );
    return { role: fields.role?.stringValue ?? null };
  };
}

/**
 * Starts the emulator on host:port.
 * @param {StorageEmulatorOptions & { host?: string, port?: number, projectId?: string }} [options]
 * @returns {Promise<{ url: string, host: string, port: number, store: ObjectStore, stop: () => Promise<void> }>}
 */
export async function startStorageEmulator(options = {}) {
  const { host = '127.0.0.1', port = 9199 } = options;
  if (options.reset && options.dataDir) await new ObjectStore(options.dataDir).clear();
  const { listener, store } = createStorageEmulator(options);
  const server = http.createServer(listener);
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    host,
    port: actualPort,
    store,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * @param {number} status
 * @param {string} message
 * @returns {{ status: number, body: { error: { code: number, message: string } } }}
 */
function errorBody(status, message) {
  return { status, body: { error: { code: status, message } } };
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function setCors(req, res) {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {boolean} [headOnly]
 */
function sendJson(res, status, body, headOnly = false) {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  res.end(headOnly ? undefined : text);
}

/**
 * @param {http.IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new HttpError(413, `Request body larger than ${limit} bytes.`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * @param {string | undefined} header
 * @param {number} length
 * @returns {{ start: number, end: number } | 'unsatisfiable' | undefined}
 */
function parseRange(header, length) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  let start;
  let end;
  if (!match[1]) {
    const suffix = Number(match[2]);
    start = Math.max(length - suffix, 0);
    end = length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), length - 1) : length - 1;
  }
  if (start >= length || start > end) return 'unsatisfiable';
  return { start, end };
}
