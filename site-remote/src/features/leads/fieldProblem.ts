/**
 * What a lead form says under a field the server refused: the server names the field and what is
 * wrong with it (FormFailure's `field` and `problem`, the same in its JSON answer and in the page
 * rendered again after a plain post), the form says it in the page's language.
 */
import { formatCount, type Language, LEAD_LIMITS, type LeadFieldProblem } from '@app/domain';
import type { LeadPostFailure } from '@app/platform';

/** The key of each problem's text in the site's strings (`leads.fieldProblem.*`). */
export const FIELD_PROBLEM_KEYS: Record<LeadFieldProblem, string> = {
  required: 'leads.fieldProblem.required',
  'too-long': 'leads.fieldProblem.tooLong',
  email: 'leads.fieldProblem.email',
  'ill-formed': 'leads.fieldProblem.illFormed',
  control: 'leads.fieldProblem.control',
  invisible: 'leads.fieldProblem.invisible',
  'not-accepted': 'leads.fieldProblem.notAccepted',
};

type Translate = (key: string, options: { max: string }) => string;

/**
 * The text under `field` for `failure`: what the server found wrong with it, or null when the
 * failure is not about this field (or names no problem: an older server's answer).
 */
export function fieldProblemText(
  failure: LeadPostFailure | null,
  field: string,
  t: Translate,
  language: Language,
): string | null {
  if (failure?.reason !== 'invalid' || failure.field !== field || !failure.problem) return null;
  const max = (LEAD_LIMITS as Record<string, number | undefined>)[field];
  return t(FIELD_PROBLEM_KEYS[failure.problem], { max: max === undefined ? '' : formatCount(max, language) });
}
