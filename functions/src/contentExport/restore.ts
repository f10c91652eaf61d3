/**
 * restoreSiteContent: an admin restores an archive of the site's content (the console's export, or
 * `pnpm content:export --archive`) from the console, with the very import `pnpm content:import`
 * runs (@app/content-tools importer.ts), into the project the function runs in.
 *
 * POST the archive's bytes as the body (`Content-Type: application/gzip`), with `?mode=dry-run`
 * (nothing is written: the answer says what would be created, replaced, deleted and left alone) or
 * `?mode=apply` (the same, written). Both run the import with `overwrite`: what the project holds
 * otherwise at the archive's paths is replaced, and what contradicts an imported item deleted (the
 * dry run lists each); documents the archive does not have are never touched. The checks come
 * before anything else, as for exportSiteContent: App Check, the ID token, the admin's staff document.
 *
 * Refusals in the callable protocol's error format: 401, 403, 405 as the export's; 413 for a file
 * over {@link MAX_ARCHIVE_BYTES} (an HTTP function takes 32 MB at most; a larger archive, with many
 * images, is restored with `pnpm content:import`); 400 `invalid-archive` for a file that is not a
 * whole content export or unpacks to more than {@link MAX_UNPACKED_BYTES} (`archive`: why, as data), or
 * whose documents the content rules refuse (`refusals`: each document with its problems as data, domain
 * contentProblems.ts, which the console words in its language; `problems`: the same in English; the
 * first 200 of them, and `refused`: how many in all), and
 * for an unknown mode; 409 `slug-taken` when an imported item's slug is carried by another item of
 * the project (`taken`, and `problems` in English). Nothing is written in any of these. An applied restore that wrote something is
 * recorded in the audit log (`content_imported`, with its counts and the archive's name).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ImportReport,
  InvalidDocumentsError,
  InvalidExportError,
  importContent,
  SlugTakenError,
  type Target,
} from '@app/content-tools';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onRequest, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { AUDIT_LOG_COLLECTION, auditEmail } from '../domain';
import { withoutPoweredBy } from '../http';
import { type AdminRequestDeps, adminPost, CONTENT_JOB_OPTIONS, contentJobDeps } from './adminRequest';
import { refusal } from './archive';

/** The largest archive the function takes: what Cloud Functions lets an HTTP request carry. */
export const MAX_ARCHIVE_BYTES = 32 * 1024 * 1024;

/**
 * The most an archive may unpack to. An instance's /tmp is its memory (2 GiB here); a content
 * archive's images are compressed already and its JSON packs about tenfold, so a whole 32 MB archive
 * unpacks well below this, while a few KB of gzipped zeros could otherwise fill the memory.
 */
export const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

/** Paths listed of each kind in the answer; the counts are whole. */
const LISTED_PATHS = 200;

const ACTION = 'restore the content';

/** The name the uploaded archive is written under; a refusal calls it "the file". */
const ARCHIVE_FILE = 'archive.tar.gz';

interface ContentRestoreDeps extends AdminRequestDeps {
  target: Target;
}

type Mode = 'dry-run' | 'apply';

/** What the console shows of an import's report: counts, and the first paths of each kind. */
export function restoreAnswer(report: ImportReport, mode: Mode) {
  const listed = (paths: string[]) => ({ count: paths.length, paths: paths.slice(0, LISTED_PATHS) });
  const { documents, images } = report;
  return {
    mode,
    written: report.written,
    changes: report.changes,
    documents: {
      create: listed(documents.create.map((document) => document.path)),
      replace: listed(documents.replace.map((entry) => entry.document.path)),
      remove: listed(documents.remove.map((entry) => entry.path)),
      unchanged: documents.unchanged,
    },
    images: {
      upload: images.upload.length,
      replace: images.replace.length,
      addTokens: images.addTokens.length,
      unchanged: images.unchanged,
    },
  };
}

/** The server's temporary folders (the archive's, where it is unpacked), which are not the caller's business. */
const TEMPORARY_FOLDER = new RegExp(
  `${os.tmpdir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/content-[a-z]+-[^/\\s]+/?`,
  'g',
);

/**
 * A refusal of the archive, in words without the server's temporary folders, and as data the console
 * words in its language: why it cannot be read (`archive`), or each refused document (`refusals`,
 * the first LISTED_PATHS of `refused`).
 */
function invalidArchive(error: InvalidExportError | InvalidDocumentsError): HttpsError {
  // A file in one reads as its name; the folder itself as the archive.
  const clean = (text: string) => {
    const words = text.replace(TEMPORARY_FOLDER, (folder) => (folder.endsWith('/') ? '' : 'the archive'));
    return words.startsWith(`${ARCHIVE_FILE} `) ? `The file${words.slice(ARCHIVE_FILE.length)}` : words;
  };
  if (error instanceof InvalidDocumentsError) {
    // The first refused documents, as many as the paths of a report, and how many there are in all:
    // an archive of thousands answers in kilobytes, not megabytes.
    const problems = error.problems.slice(0, LISTED_PATHS).map(clean);
    const more = error.refusals.length - problems.length;
    const heading = clean(error.message.split('\n', 1)[0] ?? '');
    const message = [heading, ...problems, ...(more > 0 ? [`… and ${more} more`] : [])].join('\n  ');
    const found = { problems, refusals: error.refusals.slice(0, LISTED_PATHS), refused: error.refusals.length };
    return new HttpsError('invalid-argument', message, { reason: 'invalid-archive', ...found });
  }
  return new HttpsError('invalid-argument', clean(error.message), {
    reason: 'invalid-archive',
    problems: [],
    archive: error.problem,
  });
}

async function handleContentRestore(request: Request, response: Response, deps: ContentRestoreDeps) {
  const refuse = (error: HttpsError) => {
    const { status, body } = refusal(error);
    response.status(status).json(body);
  };
  const caller = await adminPost(request, response, deps, ACTION);
  if (!caller) return;
  const mode = request.query.mode;
  if (mode !== 'dry-run' && mode !== 'apply') {
    refuse(new HttpsError('invalid-argument', 'Say ?mode=dry-run or ?mode=apply.', { reason: 'invalid-mode' }));
    return;
  }
  const declared = Number(request.header('content-length') ?? 0);
  const bytes = request.rawBody;
  if (declared > MAX_ARCHIVE_BYTES || (bytes?.length ?? 0) > MAX_ARCHIVE_BYTES) {
    response.status(413).json({
      error: {
        status: 'INVALID_ARGUMENT',
        message: `The archive is larger than ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB: restore it with pnpm content:import.`,
        details: { reason: 'too-large', limit: MAX_ARCHIVE_BYTES },
      },
    });
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'content-restore-'));
  try {
    const source = path.join(work, ARCHIVE_FILE);
    fs.writeFileSync(source, bytes ?? Buffer.alloc(0));
    let report: ImportReport;
    try {
      report = await importContent({
        source,
        target: deps.target,
        overwrite: true,
        dryRun: mode === 'dry-run',
        maxUnpackedBytes: MAX_UNPACKED_BYTES,
        log: (line) => logger.info(line),
      });
    } catch (error) {
      if (error instanceof InvalidDocumentsError || error instanceof InvalidExportError)
        return refuse(invalidArchive(error));
      if (error instanceof SlugTakenError)
        return refuse(
          // ALREADY_EXISTS is the callable protocol's 409 (FAILED_PRECONDITION would answer 400).
          new HttpsError('already-exists', error.message, {
            reason: 'slug-taken',
            problems: error.problems,
            taken: error.taken,
          }),
        );
      throw error;
    }
    if (report.written) {
      const { documents, images } = report;
      await deps.firestore.collection(AUDIT_LOG_COLLECTION).add({
        action: 'content_imported',
        actor_uid: caller.uid,
        actor_email: auditEmail(caller.email),
        at: FieldValue.serverTimestamp(),
        target: null,
        details: {
          count: report.changes,
          created: documents.create.length,
          replaced: documents.replace.length,
          deleted: documents.remove.length,
          unchanged: documents.unchanged,
          images: images.upload.length + images.replace.length,
        },
      });
    }
    response.status(200).set({ 'Cache-Control': 'no-store' }).json(restoreAnswer(report, mode));
  } catch (error) {
    logger.error('The content restore failed', {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    response.status(503).json({
      error: {
        status: 'UNAVAILABLE',
        message: 'The restore failed part way or could not start; run the dry run again to see what is missing.',
      },
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** One restore at a time (per instance, and one instance): two at once would race each other's plan. */
export const restoreSiteContent = onRequest(
  { ...CONTENT_JOB_OPTIONS, maxInstances: 1 },
  withoutPoweredBy((request, response) => handleContentRestore(request, response, contentJobDeps())),
);
