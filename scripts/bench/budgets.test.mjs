// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgetReport, budgetRoutes, checkJsBudgets, JS_BUDGETS_KB, parseBudgetScale } from './budgets.mjs';

const KB = 1024;
/** @param {number} homeKb @param {number} postKb */
const measured = (homeKb, postKb) => ({
  home: { route: '/', gzipBytes: homeKb * KB },
  blogPost: { route: '/blog/a-post', gzipBytes: postKb * KB },
});

describe('JS budgets (issue 9)', () => {
  it('are 150 KB for the home page and 200 KB for a blog post, measured on / and the post', () => {
    expect(JS_BUDGETS_KB).toEqual({ home: 150, blogPost: 200 });
    expect(budgetRoutes('/blog/a-post')).toEqual({ home: '/', blogPost: '/blog/a-post' });
  });

  it('pass at the budget exactly and fail one byte over it', () => {
    const atBudget = checkJsBudgets({
      home: { route: '/', gzipBytes: 150 * KB },
      blogPost: { route: '/blog/a-post', gzipBytes: 200 * KB + 1 },
    });
    expect(atBudget.map((result) => [result.route, result.over])).toEqual([
      ['/', false],
      ['/blog/a-post', true],
    ]);
  });

  it('name each route over budget with its measured size and its budget, and fail', () => {
    const { ok, lines } = budgetReport(checkJsBudgets(measured(301.4, 180)));
    expect(ok).toBe(false);
    expect(lines).toEqual([
      '✖ /: 301.4 KB of JavaScript (gzip) against a budget of 150 KB: OVER BUDGET by 151.4 KB',
      '✔ /blog/a-post: 180 KB of JavaScript (gzip) against a budget of 200 KB: within budget (20 KB to spare)',
      'JS budget check failed: / is 301.4 KB, budget 150 KB',
    ]);
  });

  it('pass when every page is within its budget', () => {
    const { ok, lines } = budgetReport(checkJsBudgets(measured(120, 199.9)));
    expect(ok).toBe(true);
    expect(lines.at(-1)).toBe('JS budget check passed');
  });

  it('scale every budget by the given factor and say so', () => {
    const scaled = checkJsBudgets(measured(301.4, 350), { scale: 2.5 });
    expect(scaled.map((result) => [result.budgetKb, result.over])).toEqual([
      [375, false],
      [500, false],
    ]);
    const { ok, lines } = budgetReport(scaled, 2.5);
    expect(ok).toBe(true);
    expect(lines).toContain(
      "note: budgets scaled ×2.5 (--budget-scale / JS_BUDGET_SCALE); the issue's budgets are unscaled",
    );
  });

  it('refuse a measurement that is missing a budgeted page', () => {
    expect(() => checkJsBudgets({ home: { route: '/', gzipBytes: 1 } })).toThrow(/blogPost/);
  });

  it('read the scale as a positive number, 1 when unset', () => {
    expect(parseBudgetScale(undefined)).toBe(1);
    expect(parseBudgetScale('')).toBe(1);
    expect(parseBudgetScale('2.5')).toBe(2.5);
    for (const bad of ['0', '-1', 'two', 'Infinity']) expect(() => parseBudgetScale(bad)).toThrow(/positive number/);
  });
});
