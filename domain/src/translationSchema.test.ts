import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { TranslateBlogRequest, TranslateCaseStudyRequest } from './translation';
import type { translateBlogRequestSchema, translateCaseStudyRequestSchema } from './translationSchema';

describe('translation request types (translation.ts, written without zod)', () => {
  it('are what the schemas take and give', () => {
    expectTypeOf<TranslateBlogRequest>().toEqualTypeOf<z.input<typeof translateBlogRequestSchema>>();
    expectTypeOf<TranslateBlogRequest>().toEqualTypeOf<z.output<typeof translateBlogRequestSchema>>();
    expectTypeOf<TranslateCaseStudyRequest>().toEqualTypeOf<z.input<typeof translateCaseStudyRequestSchema>>();
    expectTypeOf<TranslateCaseStudyRequest>().toEqualTypeOf<z.output<typeof translateCaseStudyRequestSchema>>();
  });
});
