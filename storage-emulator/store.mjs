/**
 * Objects of the local Storage emulator: metadata in memory, mirrored with the bytes to disk
 * (`<dataDir>/<bucket>/<sha256 of name>.json|.bin`) so a restarted server keeps its files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {import('./protocol.mjs').StoredObject} StoredObject */

export class ObjectStore {
  /** @param {string | undefined} dataDir where to persist; in memory only when undefined */
  constructor(dataDir) {
    this.dataDir = dataDir;
    /** @type {Map<string, { object: StoredObject, data: Buffer | undefined }>} */
    this.objects = new Map();
    if (dataDir) this.#load(dataDir);
  }

  /** @param {string} dataDir */
  #load(dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    for (const bucketDir of fs.readdirSync(dataDir, { withFileTypes: true })) {
      if (!bucketDir.isDirectory()) continue;
      const dir = path.join(dataDir, bucketDir.name);
      for (const file of fs.readdirSync(dir)) {
        if (!file.endsWith('.json')) continue;
        try {
          /** @type {StoredObject} */
          const object = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
          if (fs.existsSync(path.join(dir, file.replace(/\.json$/, '.bin')))) {
            this.objects.set(key(object.bucket, object.name), { object, data: undefined });
          }
        } catch {
          // A half-written entry from an interrupted run: ignore it.
        }
      }
    }
  }

  /** @param {string} bucket @param {string} name */
  #files(bucket, name) {
    const dir = path.join(/** @type {string} */ (this.dataDir), encodeURIComponent(bucket));
    const base = crypto.createHash('sha256').update(name).digest('hex');
    return { dir, meta: path.join(dir, `${base}.json`), bin: path.join(dir, `${base}.bin`) };
  }

  /** @param {string} bucket @param {string} name @returns {StoredObject | undefined} */
  get(bucket, name) {
    return this.objects.get(key(bucket, name))?.object;
  }

  /** @param {string} bucket @param {string} name @returns {Promise<Buffer | undefined>} */
  async read(bucket, name) {
    const entry = this.objects.get(key(bucket, name));
    if (!entry) return undefined;
    if (entry.data) return entry.data;
    return fs.promises.readFile(this.#files(bucket, name).bin);
  }

  /** @param {StoredObject} object @param {Buffer} data */
  async put(object, data) {
    if (this.dataDir) {
      const files = this.#files(object.bucket, object.name);
      await fs.promises.mkdir(files.dir, { recursive: true });
      await writeAtomic(files.bin, data);
      await writeAtomic(files.meta, JSON.stringify(object, null, 2));
      this.objects.set(key(object.bucket, object.name), { object, data: undefined });
    } else {
      this.objects.set(key(object.bucket, object.name), { object, data });
    }
  }

  /** Replaces an object's metadata, keeping its bytes. @param {StoredObject} object */
  async updateMetadata(object) {
    const entry = this.objects.get(key(object.bucket, object.name));
    if (!entry) return;
    entry.object = object;
    if (this.dataDir) await writeAtomic(this.#files(object.bucket, object.name).meta, JSON.stringify(object, null, 2));
  }

  /** @param {string} bucket @param {string} name */
  async delete(bucket, name) {
    this.objects.delete(key(bucket, name));
    if (this.dataDir) {
      const files = this.#files(bucket, name);
      await fs.promises.rm(files.meta, { force: true });
      await fs.promises.rm(files.bin, { force: true });
    }
  }

  /** @param {string} bucket @returns {StoredObject[]} sorted by name */
  list(bucket) {
    return [...this.objects.values()]
      .map((entry) => entry.object)
      .filter((object) => object.bucket === bucket)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Deletes every object (memory and disk). */
  async clear() {
    this.objects.clear();
    if (this.dataDir) {
      await fs.promises.rm(this.dataDir, { recursive: true, force: true });
      await fs.promises.mkdir(this.dataDir, { recursive: true });
    }
  }
}

/** @param {string} bucket @param {string} name */
function key(bucket, name) {
  return `${bucket}\u0000${name}`;
}

/** @param {string} file @param {string | Buffer} content */
async function writeAtomic(file, content) {
  const partial = `${file}.${process.pid}.${crypto.randomUUID()}.partial`;
  await fs.promises.writeFile(partial, content);
  await fs.promises.rename(partial, file);
}
