/**
 * The schemas of the three lead forms, shared by the functions (which validate every request)
 * and the tests. The types, limits and honeypot name are in leads.ts, which the site's forms
 * import without loading zod.
 *
 * Leads are stored, then read by people and by the automation the webhook feeds, so the server
 * is stricter than the forms: text must be well-formed Unicode without control characters,
 * direction overrides or invisible characters (they hide or reorder what a reader sees), and an
 * e-mail address must not carry markup, quotes or spaces.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import type { LeadFieldProblem } from './forms';
import { RESENDABLE_LEAD_EVENTS } from './leadInbox';
import { HONEYPOT_FIELD, LEAD_LIMITS, type LeadType } from './leads';
import { DOCUMENT_ID_PATTERN, type FieldProblem, firstProblem, typeError, withinLength } from './validation';

/**
 * What the functions accept as an e-mail address (a lead's, a staff invitation's): the forms'
 * pattern (non-space, @, non-space, dot, non-space) with a single @ and without <, >, double
 * quotes, backticks or backslashes; an apostrophe only before the @ (`o'brien@example.ie`, which
 * the browser's own check takes too; no domain has one). Nor the syntax of an address list, which
 * would have the automation's mail to the address go to others too (the browser's own check takes
 * none of it either): commas and semicolons (`anna@evil.example,x.se`), a group's colon, a
 * comment's parentheses, a domain literal's brackets (`anna@[10.0.0.5]`, a server by its IP
 * address). Everything it accepts also matches the forms' EMAIL_PATTERN.
 */
export const SERVER_EMAIL_PATTERN = /^[^\s@<>"`\\,;:()[\]]+@[^\s@<>"'`\\,;:()[\]]+\.[^\s@<>"'`\\,;:()[\]]+$/u;

/** A lone surrogate half: text that is not well-formed UTF-16 and cannot be stored or sent. */
const LONE_SURROGATE = /\p{Cs}/u;
/** C0 and C1 control characters and DEL (NUL, BEL, ESC …). */
const CONTROL = /\p{Cc}/u;
/**
 * Line breaks and tabs, and soft hyphens, allowed in the contact message only: text pasted from a
 * page that hyphenates long words (Swedish sites do) carries soft hyphens, which show as a hyphen at
 * a line's end or not at all, and hide no text; in a name or an address one makes it look like
 * another.
 */
const MESSAGE_ONLY = /[\t\n\r\u00AD]/g;
/**
 * What a reader does not see: Unicode's default-ignorable code points. Bidirectional embeddings,
 * overrides and isolates (they reorder how the text is displayed) and direction marks, zero-width
 * spaces and joiners, the word joiner and invisible operators, the soft hyphen, the byte-order
 * mark, fillers, variation selectors and the tag characters. A run of tag characters or variation
 * selectors spells out a whole hidden text, which the inbox does not show but a program (or a
 * language model in the automation the webhook feeds) reads; one of them makes an address look
 * like another (`anna@exam\u00ADple.se`).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/**
 * The zero-width joiner inside an emoji sequence (👩‍💻, 🏳️‍🌈, 👨🏽‍💻, ❤️‍🔥): a pictograph, its skin tone or
 * its variation selector, the joiner, a pictograph. The joiner is part of the one emoji a reader
 * sees there, so it hides nothing; anywhere else it still counts as invisible.
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)\u200D(?=\p{Extended_Pictographic})/gu;
/**
 * The other invisible parts of emoji, part of the one symbol a reader sees: a text or emoji
 * presentation selector (VS15, VS16: ☺︎, ❤️, 1️⃣) right after a visible character, one only, and the
 * tags of a subdivision flag (🏴 and a region's code in tag letters and digits, then the cancel tag:
 * England, Scotland, Wales). Other variation selectors and longer tag runs carry hidden text.
 */
const EMOJI_INVISIBLES =
  /(?<!\p{Default_Ignorable_Code_Point})[\uFE0E\uFE0F]|(?<=\u{1F3F4})[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,7}\u{E007F}/gu;

export type TextProblem = 'ill-formed' | 'control' | 'invisible';

/** Why `value` is not acceptable lead text, or null when it is. */
export function textProblem(value: string, options: { multiline?: boolean } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return 'ill-formed';
  const checked = options.multiline ? value.replace(MESSAGE_ONLY, '') : value;
  if (CONTROL.test(checked)) return 'control';
  if (INVISIBLE.test(checked.replace(EMOJI_JOINER, '').replace(EMOJI_INVISIBLES, ''))) return 'invisible';
  return null;
}

const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  'ill-formed': 'must be well-formed text (it contains a broken character)',
  control: 'must not contain control characters',
  invisible: 'must not contain invisible or text-direction characters',
};

/** A refinement that refuses ill-formed, control and invisible characters, naming the reason. */
function safeText(options: { multiline?: boolean } = {}) {
  return (value: string, context: z.RefinementCtx<string>) => {
    const problem = textProblem(value, options);
    if (problem) {
      // The problem itself rides along as data (leadFieldProblem), the message is for logs and callers.
      context.addIssue({ code: 'custom', message: TEXT_PROBLEM_MESSAGES[problem], params: { problem }, abort: true });
    }
  };
}

function leadText(max: number, options: { multiline?: boolean } = {}) {
  return (
    z
      .string({ error: typeError('text') })
      .trim()
      .min(1, { error: 'is required' })
      // Too long ends the checks: no pattern is run over text longer than the field takes.
      .check(withinLength(max))
      .superRefine(safeText(options))
  );
}

const email = z
  .string({ error: typeError('text') })
  .trim()
  .min(1, { error: 'is required' })
  // Too long ends the checks: the patterns below take a second over a 48 KB `a@a.a.a.…@`.
  .check(withinLength(LEAD_LIMITS.email))
  .superRefine(safeText())
  .regex(EMAIL_PATTERN, { error: 'must be a valid e-mail address', abort: true })
  .regex(SERVER_EMAIL_PATTERN, {
    error: 'must be one valid e-mail address, without spaces, double quotes, backslashes, < >, , ; : ( ) or [ ]',
  });

const honeypot = z
  .string({ error: typeError('text') })
  .max(0, { error: 'must be left empty' })
  .optional();

export const newsletterLeadSchema = z.strictObject({ email, [HONEYPOT_FIELD]: honeypot });
export const quizLeadSchema = z.strictObject({ email, [HONEYPOT_FIELD]: honeypot });
export const contactLeadSchema = z.strictObject({
  firstName: leadText(LEAD_LIMITS.firstName),
  lastName: leadText(LEAD_LIMITS.lastName),
  email,
  company: leadText(LEAD_LIMITS.company),
  message: leadText(LEAD_LIMITS.message, { multiline: true }),
  [HONEYPOT_FIELD]: honeypot,
});

export const LEAD_SCHEMAS = {
  newsletter: newsletterLeadSchema,
  quiz: quizLeadSchema,
  contact: contactLeadSchema,
} as const satisfies Record<LeadType, z.ZodType>;

const TEXT_PROBLEMS: readonly string[] = ['ill-formed', 'control', 'invisible'] satisfies TextProblem[];

/**
 * What a lead schema's issue says is wrong with its field, as the forms name it: from the issue's
 * code (and, for the text checks, the TextProblem the refinement puts in its `params`), never
 * from its message.
 */
export function leadFieldProblem(issue: z.core.$ZodIssue): LeadFieldProblem {
  if (issue.path.length === 1 && issue.path[0] === HONEYPOT_FIELD) return 'not-accepted';
  switch (issue.code) {
    case 'too_small':
      return 'required';
    case 'too_big':
      return 'too-long';
    case 'invalid_format':
      return 'email';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'not-accepted';
    case 'custom': {
      const problem: unknown = issue.params?.problem;
      return typeof problem === 'string' && TEXT_PROBLEMS.includes(problem) ? (problem as TextProblem) : 'not-accepted';
    }
    default:
      return 'not-accepted';
  }
}

/** A lead refused: its first problem by field, with what is wrong in the forms' words. */
export interface LeadFieldRefusal extends FieldProblem {
  problem: LeadFieldProblem;
}

/** Validates `input` as a `type` lead: the lead, or its first refused field and why. */
export function validateLead<T extends LeadType>(
  type: T,
  input: unknown,
): { ok: true; value: z.output<(typeof LEAD_SCHEMAS)[T]> } | { ok: false; refusal: LeadFieldRefusal } {
  // With the input in its issues: a missing field (required) tells itself from one of the wrong type.
  const result = LEAD_SCHEMAS[type].safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data as z.output<(typeof LEAD_SCHEMAS)[T]> };
  const first = result.error.issues[0];
  return {
    ok: false,
    refusal: { ...firstProblem(result.error), problem: first ? leadFieldProblem(first) : 'not-accepted' },
  };
}

/** eraseLeads: the address as the admin typed it (found however the person typed it). */
export const eraseLeadsRequestSchema = z.strictObject({
  email: z
    .string({ error: typeError('text') })
    .trim()
    .min(3, { error: 'must be an e-mail address' })
    .check(withinLength(LEAD_LIMITS.email))
    .regex(/^[^\s@]+@[^\s@]+$/, { error: 'must be an e-mail address' }),
});

/**
 * The admin's resendLead request: a lead's document id (Firestore's auto ids are 20 letters and
 * digits; anything with a slash or beyond 128 characters is no lead id), and which of its events
 * to send again (the lead itself when none is named).
 */
export const resendLeadRequestSchema = z.strictObject({
  leadId: z.string({ error: typeError('text') }).regex(DOCUMENT_ID_PATTERN, { error: 'must be the id of a lead' }),
  event: z.enum(RESENDABLE_LEAD_EVENTS, { error: 'must be subscription, unsubscribed or unsubscribeUrl' }).optional(),
});
