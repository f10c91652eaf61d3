// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planRuns } from './test-plan.mjs';

/** @param {string} name @param {Partial<import('./test-plan.mjs').Step>} [more] */
const step = (name, more = {}) => ({ name, command: name, args: [], ...more });
const fresh = step('fresh install', { pair: 'checks', kept: true });
const lint = step('lint and format', { pair: 'checks' });
const knip = step('lint: unused code', { pair: 'checks' });
const types = step('type-check domain', { pair: 'checks' });
const builds = step('production builds');
const backend = step('backend tests', { pair: 'waits' });
const unit = step('unit and component tests', { pair: 'waits', kept: true });
const e2e = step('end-to-end tests', { stack: true });
const budgets = step('JS budgets', { stack: true });
const steps = [fresh, lint, knip, types, builds, backend, unit, e2e, budgets];

/** The names in each run, for readable comparisons. @param {import('./test-plan.mjs').Run[]} runs */
const names = (runs) =>
  runs.map((run) =>
    'lanes' in run
      ? { lanes: run.lanes.map((lane) => lane.map(({ name }) => name)) }
      : Array.isArray(run)
        ? run.map(({ name }) => name)
        : run.name,
  );

describe('planRuns', () => {
  it('runs each pair as two lanes, the kept steps in the second, and the stack steps in one start', () => {
    expect(names(planRuns(steps, []))).toEqual([
      { lanes: [['lint and format', 'lint: unused code', 'type-check domain'], ['fresh install']] },
      'production builds',
      { lanes: [['backend tests'], ['unit and component tests']] },
      ['end-to-end tests', 'JS budgets'],
    ]);
  });

  it('runs a pair side by side when steps of both its lanes are chosen', () => {
    expect(names(planRuns(steps, ['backend', 'unit']))).toEqual([
      { lanes: [['backend tests'], ['unit and component tests']] },
    ]);
    expect(names(planRuns(steps, ['fresh', 'type-check']))).toEqual([
      { lanes: [['type-check domain'], ['fresh install']] },
    ]);
  });

  it('runs the chosen steps of a pair one after the other when only one lane is chosen', () => {
    expect(names(planRuns(steps, ['unit']))).toEqual(['unit and component tests']);
    expect(names(planRuns(steps, ['lint']))).toEqual(['lint and format', 'lint: unused code']);
    expect(names(planRuns(steps, ['end-to-end']))).toEqual([['end-to-end tests']]);
  });
});
