/**
 * The console's content export: exportSiteContent (functions/src/contentExport/functions.ts), an
 * HTTP function whose answer is the archive, fetched with the admin's ID token and, where App Check
 * is on, a limited-use App Check token. What went wrong comes back as a {@link ExportFailure},
 * which the screen words in its language.
 */
import { auth } from '@app/platform/auth';
import { functionUrl, limitedUseAppCheckToken } from '@app/platform/functions';

/** Why an export did not arrive. */
export type ExportFailure = 'signedOut' | 'notAdmin' | 'appCheck' | 'failed' | 'offline' | 'interrupted';

export class ContentExportError extends Error {
  readonly failure: ExportFailure;
  constructor(failure: ExportFailure, message: string = failure) {
    super(message);
    this.name = 'ContentExportError';
    this.failure = failure;
  }
}

export interface ExportedArchive {
  /** The file name the function gave it: the site, the project and the time. */
  name: string;
  blob: Blob;
}

/** Used when the answer names no file (it always does; a proxy might drop the header). */
const FALLBACK_NAME = 'content-export.tar.gz';

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it has a safe one. */
export function fileNameOf(disposition: string | null): string {
  const name = disposition?.match(/filename="([^"/\\]+)"/)?.[1];
  return name && /\.tar\.gz$/.test(name) ? name : FALLBACK_NAME;
}

/** The failure a refusal of the function's (the callable protocol's error format) stands for. */
export function failureOf(status: number, body: unknown): ExportFailure {
  const error = (body as { error?: { status?: unknown; details?: { reason?: unknown } } } | null)?.error;
  const reason = typeof error?.details?.reason === 'string' ? error.details.reason : '';
  if (status === 401) return reason.startsWith('app-check') ? 'appCheck' : 'signedOut';
  if (status === 403) return 'notAdmin';
  return 'failed';
}

/**
 * Asks for the export and reads the archive as it arrives, telling `onProgress` the bytes so far
 * (the function first writes the whole export, then sends it: until then nothing arrives).
 */
export async function fetchContentExport(
  onProgress: (bytes: number) => void,
  request: typeof fetch = fetch,
): Promise<ExportedArchive> {
  const user = auth().currentUser;
  if (!user) throw new ContentExportError('signedOut');
  const headers: Record<string, string> = { Authorization: `Bearer ${await user.getIdToken()}` };
  const appCheck = await limitedUseAppCheckToken();
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  let response: Response;
  try {
    response = await request(functionUrl('exportSiteContent'), { method: 'POST', headers });
  } catch (error) {
    throw new ContentExportError('offline', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ContentExportError(failureOf(response.status, body), `HTTP ${response.status}`);
  }
  const name = fileNameOf(response.headers.get('content-disposition'));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  try {
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
      bytes += read.value.length;
      onProgress(bytes);
    }
  } catch (error) {
    throw new ContentExportError('interrupted', error instanceof Error ? error.message : String(error));
  }
  return { name, blob: new Blob(chunks, { type: 'application/gzip' }) };
}

/** Hands the archive to the browser as a download under its name. */
export function saveArchive({ name, blob }: ExportedArchive): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
