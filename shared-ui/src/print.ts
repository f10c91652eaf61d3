/**
 * What a printed page leaves out. Spread `printHidden` on an element paper has no use for: the
 * header's navigation and controls, forms (the blog's search and category buttons), calls to action,
 * links back to a list, a list's previous and next buttons (its "Page 2 of 5" stays), a Disclosure's
 * summary (its content is unfolded). The theme's print rule (theme.ts, CssBaseline) hides every
 * element marked so; on screen the mark does nothing.
 */
export const printHidden = { 'data-print': 'hidden' } as const;

export const PRINT_HIDDEN_SELECTOR = '[data-print="hidden"]';
