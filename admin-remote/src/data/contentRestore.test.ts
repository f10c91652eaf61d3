import { describe, expect, it } from 'vitest';
import { ContentRestoreError, MAX_RESTORE_BYTES, restoreErrorOf, sendContentRestore } from './contentRestore';

const refusal = (status: string, message: string, details: object) => ({ error: { status, message, details } });

describe('restoreErrorOf', () => {
  it('reads the function refusals as the screen words them, with the problems the server found', () => {
    expect(restoreErrorOf(401, refusal('UNAUTHENTICATED', 'x', { reason: 'app-check-missing' })).failure).toBe(
      'appCheck',
    );
    expect(restoreErrorOf(401, refusal('UNAUTHENTICATED', 'x', {})).failure).toBe('signedOut');
    expect(restoreErrorOf(403, refusal('PERMISSION_DENIED', 'x', {})).failure).toBe('notAdmin');
    expect(restoreErrorOf(413, null).failure).toBe('tooLarge');
    const invalid = restoreErrorOf(
      400,
      refusal('INVALID_ARGUMENT', 'The export holds a document…', { reason: 'invalid-archive', problems: ['a', 'b'] }),
    );
    expect(invalid).toMatchObject({ failure: 'invalidArchive', problems: ['a', 'b'] });
    // A damaged file has one message and no list: the message is the problem.
    expect(
      restoreErrorOf(
        400,
        refusal('INVALID_ARGUMENT', 'archive.tar.gz cannot be unpacked', { reason: 'invalid-archive' }),
      ).problems,
    ).toEqual(['archive.tar.gz cannot be unpacked']);
    expect(
      restoreErrorOf(409, refusal('FAILED_PRECONDITION', 'x', { reason: 'slug-taken', problems: ['c'] })),
    ).toMatchObject({ failure: 'slugTaken', problems: ['c'] });
    // A server before the 409 answered a taken slug 400 (FAILED_PRECONDITION): its reason says what it is.
    expect(restoreErrorOf(400, refusal('FAILED_PRECONDITION', 'x', { reason: 'slug-taken' })).failure).toBe(
      'slugTaken',
    );
    expect(restoreErrorOf(503, null).failure).toBe('failed');
  });
});

describe('restoreErrorOf: the problems as data', () => {
  it('keeps the refused documents, the taken slugs and the reason a file cannot be read', () => {
    const refusals = [
      {
        file: 'firestore/blogs.jsonl',
        line: 3,
        path: 'blogs/a',
        problems: [{ code: 'required', field: 'excerpt', params: {} }],
      },
    ];
    expect(
      restoreErrorOf(400, refusal('INVALID_ARGUMENT', 'x', { reason: 'invalid-archive', problems: ['a'], refusals })),
    ).toMatchObject({ failure: 'invalidArchive', refusals, problems: ['a'] });
    const taken = [
      { path: 'blogs/p', problem: { code: 'slugTaken', params: { item: 'blogs/p', slug: 's', carrier: 'blogs/q' } } },
    ];
    expect(restoreErrorOf(409, refusal('FAILED_PRECONDITION', 'x', { reason: 'slug-taken', taken }))).toMatchObject({
      failure: 'slugTaken',
      taken,
    });
    const archive = { code: 'unpacksTooLarge', params: { megabytes: 512 } };
    expect(restoreErrorOf(400, refusal('INVALID_ARGUMENT', 'x', { reason: 'invalid-archive', archive }))).toMatchObject(
      {
        archive,
      },
    );
    // What is not a list of objects is not taken for one.
    expect(
      restoreErrorOf(
        400,
        refusal('INVALID_ARGUMENT', 'x', { reason: 'invalid-archive', refusals: 'nope', taken: [1] }),
      ),
    ).toMatchObject({ refusals: [], taken: [], archive: null });
  });
});

describe('sendContentRestore', () => {
  it('refuses a file over the limit without sending it', async () => {
    const big = { size: MAX_RESTORE_BYTES + 1 } as Blob;
    const request = async () => {
      throw new Error('sent');
    };
    await expect(sendContentRestore(big, 'dry-run', request)).rejects.toEqual(new ContentRestoreError('tooLarge'));
  });
});
