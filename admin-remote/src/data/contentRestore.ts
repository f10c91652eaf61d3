/**
 * The console's restore: restoreSiteContent (functions/src/contentExport/restore.ts), an HTTP
 * function that takes an archive of the content as its body, with the admin's ID token and, where
 * App Check is on, a limited-use App Check token. A dry run answers what the restore would do and
 * writes nothing; `apply` writes it. What went wrong comes back as a {@link ContentRestoreError},
 * which the screen words in its language, with the server's list of what it found wrong in the file.
 */
import { auth } from '@app/platform/auth';
import { functionUrl, limitedUseAppCheckToken } from '@app/platform/functions';

/** The largest archive the function takes (an HTTP request carries 32 MB at most). */
export const MAX_RESTORE_BYTES = 32 * 1024 * 1024;

export type RestoreMode = 'dry-run' | 'apply';

/** Why a restore (or its dry run) did not happen. */
export type RestoreFailure =
  | 'signedOut'
  | 'notAdmin'
  | 'appCheck'
  | 'tooLarge'
  | 'invalidArchive'
  | 'slugTaken'
  | 'failed'
  | 'offline';

export class ContentRestoreError extends Error {
  readonly failure: RestoreFailure;
  /** What the server found wrong in the file (its own words, naming files, lines and fields). */
  readonly problems: readonly string[];
  constructor(failure: RestoreFailure, message: string = failure, problems: readonly string[] = []) {
    super(message);
    this.name = 'ContentRestoreError';
    this.failure = failure;
    this.problems = problems;
  }
}

/** A kind of change: how many, and the first paths. */
interface ListedPaths {
  count: number;
  paths: string[];
}

/** What the function answers: what the restore does (or, in a dry run, would do). */
export interface RestoreReport {
  mode: RestoreMode;
  written: boolean;
  changes: number;
  documents: { create: ListedPaths; replace: ListedPaths; remove: ListedPaths; unchanged: number };
  images: { upload: number; replace: number; addTokens: number; unchanged: number };
}

interface ErrorBody {
  error?: { message?: unknown; details?: { reason?: unknown; problems?: unknown } };
}

/** The failure a refusal of the function's (the callable protocol's error format) stands for, with its problems. */
export function restoreErrorOf(status: number, body: unknown): ContentRestoreError {
  const error = (body as ErrorBody | null)?.error;
  const reason = typeof error?.details?.reason === 'string' ? error.details.reason : '';
  const problems = Array.isArray(error?.details?.problems)
    ? error.details.problems.filter((problem): problem is string => typeof problem === 'string')
    : [];
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const failure: RestoreFailure =
    status === 401
      ? reason.startsWith('app-check')
        ? 'appCheck'
        : 'signedOut'
      : status === 403
        ? 'notAdmin'
        : status === 413
          ? 'tooLarge'
          : status === 400 && reason === 'invalid-archive'
            ? 'invalidArchive'
            : status === 409 && reason === 'slug-taken'
              ? 'slugTaken'
              : 'failed';
  // A refused file's own message says what is wrong with it when it lists no problems one by one.
  return new ContentRestoreError(
    failure,
    message,
    problems.length || failure !== 'invalidArchive' ? problems : [message],
  );
}

/** Sends the archive for a dry run or the restore itself. */
export async function sendContentRestore(
  file: Blob,
  mode: RestoreMode,
  request: typeof fetch = fetch,
): Promise<RestoreReport> {
  if (file.size > MAX_RESTORE_BYTES) throw new ContentRestoreError('tooLarge');
  const user = auth().currentUser;
  if (!user) throw new ContentRestoreError('signedOut');
  const headers: Record<string, string> = {
    Authorization: `Bearer ${await user.getIdToken()}`,
    'Content-Type': 'application/gzip',
  };
  const appCheck = await limitedUseAppCheckToken();
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  let response: Response;
  try {
    response = await request(`${functionUrl('restoreSiteContent')}?mode=${mode}`, {
      method: 'POST',
      headers,
      body: file,
    });
  } catch (error) {
    throw new ContentRestoreError('offline', error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw restoreErrorOf(response.status, body);
  return body as RestoreReport;
}
