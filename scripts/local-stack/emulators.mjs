/**
 * Environment for `firebase emulators:*` on the project's machines.
 *
 * firebase-tools wants to download its Firestore emulator JAR and refuses Java < 21. The
 * machines carry Google's own Firestore emulator (apt package google-cloud-cli-firestore-emulator)
 * and a Java 25 JDK off PATH, so `emulatorEnv()` puts that Java first on PATH and points
 * FIRESTORE_EMULATOR_BINARY_PATH at a small launcher JAR built into `.emulators/firestore/`.
 * firebase-tools runs `java -jar <launcher>`; the launcher's manifest names the emulator's main
 * class and puts a copy of Google's JAR on its Class-Path (firebase-tools chmods the file it is
 * given, so it never touches the system's copy).
 *
 * Where Google's JAR is absent (a machine with internet), nothing is overridden and firebase-tools
 * downloads its own emulator as usual. An already-set FIRESTORE_EMULATOR_BINARY_PATH always wins.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Local, gitignored working folder of the emulators (launcher JAR, storage data, logs). */
export const EMULATORS_DIR = path.join(REPO_ROOT, '.emulators');

export const FIREBASE_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'firebase');

const JAVA_HOME_CANDIDATES = ['/usr/lib/jvm/temurin-25-jdk-amd64'];
const GOOGLE_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** @returns {string | undefined} a JDK home with bin/java, if one of the known ones is installed */
function findJavaHome() {
  return JAVA_HOME_CANDIDATES.find((home) => fs.existsSync(path.join(home, 'bin', 'java')));
}

/**
 * Wraps a manifest header to the JAR specification's 72-byte lines (continuations start with a space).
 * @param {string} header
 */
function manifestLines(header) {
  const lines = [header.slice(0, 72)];
  for (let i = 72; i < header.length; i += 71) lines.push(` ${header.slice(i, i + 71)}`);
  return lines.join('\r\n');
}

/**
 * A ZIP archive holding the given files uncompressed ("stored"), enough for a manifest-only JAR.
 * @param {{ name: string, data: Buffer }[]} entries
 */
function storedZip(entries) {
  /** @type {Buffer[]} */
  const locals = [];
  /** @type {Buffer[]} */
  const centrals = [];
  let offset = 0;
  // 1980-01-01 00:00 in DOS format: deterministic bytes, so rebuilding never changes the file.
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * Builds (or reuses) `.emulators/firestore/firestore-launcher.jar` next to a copy of Google's
 * emulator JAR. Returns the launcher's path, or undefined when Google's JAR is not installed.
 * @param {string} [sourceJar]
 */
function prepareFirestoreLauncher(sourceJar = GOOGLE_FIRESTORE_JAR) {
  if (!fs.existsSync(sourceJar)) return undefined;
  const dir = path.join(EMULATORS_DIR, 'firestore');
  fs.mkdirSync(dir, { recursive: true });

  const copy = path.join(dir, 'cloud-firestore-emulator.jar');
  const source = fs.statSync(sourceJar);
  const existing = fs.existsSync(copy) ? fs.statSync(copy) : undefined;
  if (!existing || existing.size !== source.size || existing.mtimeMs < source.mtimeMs) {
    const partial = `${copy}.${process.pid}.partial`;
    fs.copyFileSync(sourceJar, partial);
    fs.renameSync(partial, copy);
  }

  const manifest = `${[
    'Manifest-Version: 1.0',
    manifestLines(`Main-Class: ${FIRESTORE_MAIN_CLASS}`),
    manifestLines(`Class-Path: ${path.basename(copy)}`),
    'Created-By: scripts/local-stack/emulators.mjs',
  ].join('\r\n')}\r\n\r\n`;
  const jar = storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]);
  const launcher = path.join(dir, 'firestore-launcher.jar');
  if (!fs.existsSync(launcher) || !fs.readFileSync(launcher).equals(jar)) {
    const partial = `${launcher}.${process.pid}.partial`;
    fs.writeFileSync(partial, jar);
    fs.renameSync(partial, launcher);
  }
  return launcher;
}

/**
 * The environment under which `firebase emulators:*` works on this machine: the given base
 * environment plus a Java ≥ 21 first on PATH and the Firestore emulator override where available.
 * @param {NodeJS.ProcessEnv} [base]
 * @returns {NodeJS.ProcessEnv}
 */
export function emulatorEnv(base = process.env) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...base };
  const javaHome = findJavaHome();
  if (javaHome) {
    env.JAVA_HOME = javaHome;
    env.PATH = [path.join(javaHome, 'bin'), env.PATH].filter(Boolean).join(path.delimiter);
  }
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH) {
    const launcher = prepareFirestoreLauncher();
    if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  }
  // The CLI's update check and MOTD only add network waits and noise to local runs.
  env.NO_UPDATE_NOTIFIER ??= '1';
  return env;
}

/** Folder where firebase-tools keeps (and looks for) downloaded emulator binaries. */
function firebaseEmulatorCacheDir(env = process.env) {
  return env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
}

/**
 * Whether firebase-tools' own Storage emulator can run: it needs its rules-runtime JAR, which
 * only downloads from Google. `STORAGE_EMULATOR=official|local` forces the choice.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {'official' | 'local'}
 */
export function storageEmulatorKind(env = process.env) {
  const forced = env.STORAGE_EMULATOR?.trim().toLowerCase();
  if (forced === 'official' || forced === 'local') return forced;
  if (env.STORAGE_EMULATOR_BINARY_PATH && fs.existsSync(env.STORAGE_EMULATOR_BINARY_PATH)) return 'official';
  const jar = storageRulesRuntimeJar();
  return fs.existsSync(path.join(firebaseEmulatorCacheDir(env), jar)) ? 'official' : 'local';
}

/** File name of the Storage rules-runtime JAR that the installed firebase-tools expects. */
function storageRulesRuntimeJar() {
  const require = createRequire(path.join(REPO_ROOT, 'package.json'));
  /** @type {{ storage: { downloadPathRelativeToCacheDir: string } }} */
  const info = require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return info.storage.downloadPathRelativeToCacheDir;
}
