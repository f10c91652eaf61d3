import type { ImportReport } from '@app/content-tools';
import { describe, expect, it } from 'vitest';
import { restoreAnswer } from './restore';

describe('restoreAnswer', () => {
  it('counts every change and lists the first 200 paths of each kind', () => {
    const paths = Array.from({ length: 250 }, (_, i) => `blogs/post-${i}`);
    const report: ImportReport = {
      project: 'demo-nordic-ai',
      bucket: 'demo-nordic-ai.appspot.com',
      documents: {
        create: paths.map((path) => ({ path })),
        replace: [{ document: { path: 'case_studies/story' }, differences: [] }],
        remove: [{ path: 'blog_slugs/old', reason: 'a claim of a slug the post no longer carries' }],
        unchanged: 3,
        leftOut: [],
      },
      images: { upload: [], replace: [], addTokens: [], unchanged: 2 },
      changes: 252,
      written: false,
    };
    const answer = restoreAnswer(report, 'dry-run');
    expect(answer).toMatchObject({
      mode: 'dry-run',
      written: false,
      changes: 252,
      documents: {
        replace: { count: 1, paths: ['case_studies/story'] },
        remove: { count: 1, paths: ['blog_slugs/old'] },
        unchanged: 3,
      },
      images: { upload: 0, replace: 0, addTokens: 0, unchanged: 2 },
    });
    expect(answer.documents.create.count).toBe(250);
    expect(answer.documents.create.paths).toEqual(paths.slice(0, 200));
  });
});
