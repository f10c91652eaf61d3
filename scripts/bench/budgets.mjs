// The JavaScript budgets of issue 9 and their check: what a first visit downloads, gzip, the
// federation runtime and the remotes included, as js-bytes.mjs measures it (KB = 1024 bytes).
// Pure: js-bytes.mjs --budget measures, this compares and words the verdict.

/** Gzip KB of JavaScript a first visit may download, per page. */
export const JS_BUDGETS_KB = Object.freeze({
  home: 150,
  blogPost: 200,
});

/** Environment variable that scales every budget (see parseBudgetScale). */
export const BUDGET_SCALE_ENV = 'JS_BUDGET_SCALE';

/**
 * The route each budget is measured on.
 * @param {string} blogPostRoute one published post, e.g. /blog/some-slug
 * @returns {Record<keyof typeof JS_BUDGETS_KB, string>}
 */
export function budgetRoutes(blogPostRoute) {
  return { home: '/', blogPost: blogPostRoute };
}

/**
 * A factor that multiplies every budget, for trying the check out while a page is known to be
 * over (e.g. 2.5). Undefined or empty means 1.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseBudgetScale(value) {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`budget scale must be a positive number, not "${value}"`);
  return scale;
}

/**
 * @typedef {object} BudgetResult
 * @property {string} page key of JS_BUDGETS_KB
 * @property {string} route
 * @property {number} measuredKb
 * @property {number} budgetKb after scaling
 * @property {boolean} over
 */

/**
 * Compares measured gzip bytes with the budgets. Every budgeted page must have been measured.
 * @param {Record<string, { route: string, gzipBytes: number }>} measured by page
 * @param {{ budgets?: Record<string, number>, scale?: number }} [options]
 * @returns {BudgetResult[]}
 */
export function checkJsBudgets(measured, { budgets = JS_BUDGETS_KB, scale = 1 } = {}) {
  return Object.entries(budgets).map(([page, kb]) => {
    const measurement = measured[page];
    if (!measurement) throw new Error(`no measurement for the budgeted page "${page}"`);
    const measuredKb = measurement.gzipBytes / 1024;
    const budgetKb = kb * scale;
    return { page, route: measurement.route, measuredKb, budgetKb, over: measuredKb > budgetKb };
  });
}

/** @param {number} value */
const formatKb = (value) => `${Number.isInteger(value) ? value : value.toFixed(1)} KB`;

/**
 * One line per page: within budget, or over it by how much.
 * @param {BudgetResult} result
 */
function formatBudgetResult({ route, measuredKb, budgetKb, over }) {
  const verdict = over
    ? `OVER BUDGET by ${formatKb(measuredKb - budgetKb)}`
    : `within budget (${formatKb(budgetKb - measuredKb)} to spare)`;
  return `${over ? '✖' : '✔'} ${route}: ${formatKb(measuredKb)} of JavaScript (gzip) against a budget of ${formatKb(budgetKb)}: ${verdict}`;
}

/**
 * The verdict as lines, and whether it passes.
 * @param {BudgetResult[]} results
 * @param {number} [scale]
 * @returns {{ ok: boolean, lines: string[] }}
 */
export function budgetReport(results, scale = 1) {
  const lines = results.map(formatBudgetResult);
  if (scale !== 1) {
    lines.push(
      `note: budgets scaled ×${scale} (--budget-scale / ${BUDGET_SCALE_ENV}); the issue's budgets are unscaled`,
    );
  }
  const over = results.filter((result) => result.over);
  lines.push(
    over.length
      ? `JS budget check failed: ${over.map((r) => `${r.route} is ${formatKb(r.measuredKb)}, budget ${formatKb(r.budgetKb)}`).join('; ')}`
      : 'JS budget check passed',
  );
  return { ok: over.length === 0, lines };
}
