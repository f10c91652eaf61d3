import type { PreviewContent } from '@app/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewQuery } from '../data/usePreview';
import { caseStudy } from '../test/fixtures';
import { renderPage, testQueryClient } from '../test/render';
import PreviewPage from './PreviewPage';

const TOKEN = 'a'.repeat(43);

describe('PreviewPage', () => {
  it.each([
    ['en', 'Faster orders at Acme', 'Challenge'],
    ['sv', 'Snabbare order hos Acme', 'Utmaning'],
  ] as const)(
    'gives a case study its title as the page’s one h1, its parts under it (%s)',
    async (language, title, part) => {
      const queryClient = testQueryClient();
      const content: PreviewContent = {
        collection: 'case_studies',
        item: caseStudy({ id: 'c1', title: 'Faster orders at Acme', title_sv: 'Snabbare order hos Acme' }),
      };
      queryClient.setQueryData(previewQuery(TOKEN).queryKey, content);
      await renderPage(<PreviewPage />, {
        url: `/preview/${TOKEN}`,
        path: '/preview/:token',
        language,
        queryClient,
      });
      const headings = screen
        .getAllByRole('heading')
        .map((heading) => [Number(heading.tagName[1]), heading.textContent]);
      expect(headings.filter(([level]) => level === 1)).toEqual([[1, title]]);
      // First, and no level skipped below it: Challenge and Solution at level 2.
      expect(headings.slice(0, 2)).toEqual([
        [1, title],
        [2, part],
      ]);
    },
  );
});
