/**
 * exportSiteContent: an admin downloads the site's content from the console, as `pnpm
 * content:export --archive` writes it (@app/content-tools exporter.ts, the same code): posts, case
 * studies, their revisions, translation sources, slug claims, old addresses and the image files
 * they use, with the manifest, as one `.tar.gz` that `pnpm content:import <file>` restores.
 *
 * An HTTP function rather than a callable, since the answer is a file: the console POSTs with the
 * caller's Firebase ID token (`Authorization: Bearer …`) and, when App Check is enforced, a
 * limited-use App Check token (`X-Firebase-AppCheck`), checked as the callables check theirs and
 * before anything else; the caller must be an admin now (their staff document, as every admin
 * callable reads it). CORS answers the site's origin alone, as for the callables. Refusals answer
 * in the callable protocol's error format (`{ error: { status, message, details } }`): 401 without
 * or with a bad token, 403 for a writer or an account without access, 405 for another method.
 *
 * The export is written to the instance's temporary folder (memory on Cloud Functions: the limits
 * below are measured in the README's Backups), then streamed to the caller as it is packed and
 * gzipped, and removed. Before the first byte is sent the export is recorded in the audit log
 * (`content_exported`, with the document count and the archive's name); an export that cannot be
 * recorded is not sent (503).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { exportContent, type Target } from '@app/content-tools';
import { FieldValue } from 'firebase-admin/firestore';
import { onRequest, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import * as tar from 'tar';
import { parseSiteUrl, siteUrl } from '../config';
import { AUDIT_LOG_COLLECTION, auditEmail } from '../domain';
import { withoutPoweredBy } from '../http';
import { type AdminRequestDeps, adminPost, CONTENT_JOB_OPTIONS, contentJobDeps } from './adminRequest';
import { archiveName } from './archive';

interface ContentExportDeps extends AdminRequestDeps {
  /** The project (and its bucket) to export. */
  target: Target;
  siteUrl: string | null;
  now: () => Date;
}

const ACTION = 'export the content';

async function handleContentExport(request: Request, response: Response, deps: ContentExportDeps) {
  const caller = await adminPost(request, response, deps, ACTION);
  if (!caller) return;
  const name = archiveName(deps.siteUrl, deps.target.project, deps.now());
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'content-export-'));
  try {
    const { manifest } = await exportContent({
      target: deps.target,
      out: path.join(work, name),
      log: (line) => logger.info(line),
    });
    const documents = Object.values(manifest.counts.documents).reduce((sum, count) => sum + count, 0);
    // Recorded before a byte is sent: whatever reaches the caller has left the server, and the
    // console, reading the log again once the file has arrived, finds the entry there.
    await deps.firestore.collection(AUDIT_LOG_COLLECTION).add({
      action: 'content_exported',
      actor_uid: caller.uid,
      actor_email: auditEmail(caller.email),
      at: FieldValue.serverTimestamp(),
      target: null,
      details: { count: documents, images: manifest.counts.images, archive: `${name}.tar.gz` },
    });
    response.status(200).set({
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${name}.tar.gz"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // The console reads the name from here (a cross-origin answer shows only the headers it names).
      'Access-Control-Expose-Headers': 'Content-Disposition',
    });
    // The same archive as the CLI's --archive: the folder, packed and gzipped, read from disk as sent.
    await pipeline(tar.create({ gzip: true, cwd: work, portable: true }, [name]), response);
  } catch (error) {
    logger.error('The content export failed', {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    if (!response.headersSent)
      response.status(503).json({
        error: { status: 'UNAVAILABLE', message: 'The export failed; nothing was downloaded. Try again in a while.' },
      });
    // Once sending began, the cut-short answer is the failure: the console sees the download end early.
    else response.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * One export at a time per instance (its files take the instance's memory); an hour at most, the
 * export's own limit being 55 minutes of reading (@app/content-tools exporter.ts READ_TIME_LIMIT_MS).
 */
export const exportSiteContent = onRequest(
  { ...CONTENT_JOB_OPTIONS, maxInstances: 2 },
  withoutPoweredBy((request, response) =>
    handleContentExport(request, response, {
      ...contentJobDeps(),
      siteUrl: parseSiteUrl(siteUrl.value()),
      now: () => new Date(),
    }),
  ),
);
