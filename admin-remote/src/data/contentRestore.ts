/**
 * The console's restore: restoreSiteContent (functions/src/contentExport/restore.ts), an HTTP
 * function that takes an archive of the content as its body, with the admin's ID token and, where
 * App Check is on, a limited-use App Check token. A dry run answers what the restore would do and
 * writes nothing; `apply` writes it. What went wrong comes back as a {@link ContentRestoreError},
 * which the screen words in its language, with what the server found wrong in the file as data
 * (codes and values, domain contentProblems.ts), which the screen words too.
 */
import type { ArchiveProblem, DocumentRefusal } from '@app/domain';
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

/**
 * A problem as the wire carries it: a code, its values and its field. Read loosely: a newer server
 * may send a code this console does not know, which the screen words generically.
 */
export interface WireProblem {
  code: string;
  field?: string;
  params: Record<string, unknown>;
}

/** A refused document as the wire carries it (domain DocumentRefusal, its problems read loosely). */
export type WireRefusal = Omit<DocumentRefusal, 'problems'> & { problems: WireProblem[] };

/** An item of the archive whose slug an item of the site carries, and that problem. */
export interface WireTakenSlug {
  path: string;
  problem: WireProblem;
}

/** What the server found wrong, as data, beside its English words. */
export interface RestoreProblems {
  /** The documents the content rules refuse (400 invalid-archive): the first ones the server lists. */
  refusals?: readonly WireRefusal[];
  /** How many documents are refused in all (the server lists the first 200); `refusals`' length by default. */
  refused?: number;
  /** The items whose slug the site uses for another one (409 slug-taken). */
  taken?: readonly WireTakenSlug[];
  /** Why the file cannot be read at all (400 invalid-archive). */
  archive?: ArchiveProblem | { code: string } | null;
}

export class ContentRestoreError extends Error {
  readonly failure: RestoreFailure;
  /** What the server found wrong in the file, in its English words (naming files, lines and fields). */
  readonly problems: readonly string[];
  readonly refusals: readonly WireRefusal[];
  /** How many documents are refused in all: at least `refusals`' length. */
  readonly refused: number;
  readonly taken: readonly WireTakenSlug[];
  readonly archive: ArchiveProblem | { code: string } | null;
  constructor(
    failure: RestoreFailure,
    message: string = failure,
    problems: readonly string[] = [],
    found: RestoreProblems = {},
  ) {
    super(message);
    this.name = 'ContentRestoreError';
    this.failure = failure;
    this.problems = problems;
    this.refusals = found.refusals ?? [];
    this.refused = Math.max(found.refused ?? 0, this.refusals.length);
    this.taken = found.taken ?? [];
    this.archive = found.archive ?? null;
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
  error?: {
    message?: unknown;
    details?: {
      reason?: unknown;
      problems?: unknown;
      refusals?: unknown;
      refused?: unknown;
      taken?: unknown;
      archive?: unknown;
    };
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A problem's shape (a code and its values; its field when one), or null. */
function wireProblem(value: unknown): WireProblem | null {
  if (!isObject(value) || typeof value.code !== 'string') return null;
  return {
    code: value.code,
    ...(typeof value.field === 'string' ? { field: value.field } : {}),
    params: isObject(value.params) ? value.params : {},
  };
}

/** The entries of `value` (a list) that `read` takes, each as it reads it. */
const listOf = <T>(value: unknown, read: (entry: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.flatMap((entry) => read(entry) ?? []) : [];

function wireRefusal(value: unknown): WireRefusal | null {
  if (!isObject(value) || typeof value.file !== 'string' || typeof value.path !== 'string') return null;
  return {
    file: value.file,
    ...(typeof value.line === 'number' ? { line: value.line } : {}),
    path: value.path,
    problems: listOf(value.problems, wireProblem),
  };
}

function wireTakenSlug(value: unknown): WireTakenSlug | null {
  const problem = isObject(value) ? wireProblem(value.problem) : null;
  return problem && isObject(value) && typeof value.path === 'string' ? { path: value.path, problem } : null;
}

function wireArchiveProblem(value: unknown): ArchiveProblem | { code: string } | null {
  if (!isObject(value) || typeof value.code !== 'string') return null;
  return isObject(value.params) ? ({ code: value.code, params: value.params } as ArchiveProblem) : { code: value.code };
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
            : (status === 409 || status === 400) && reason === 'slug-taken'
              ? 'slugTaken'
              : 'failed';
  const details = error?.details;
  // A refused file's own message says what is wrong with it when it lists no problems one by one.
  return new ContentRestoreError(
    failure,
    message,
    problems.length || failure !== 'invalidArchive' ? problems : [message],
    {
      refusals: listOf(details?.refusals, wireRefusal),
      refused: Number.isSafeInteger(details?.refused) ? (details?.refused as number) : 0,
      taken: listOf(details?.taken, wireTakenSlug),
      archive: wireArchiveProblem(details?.archive),
    },
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
