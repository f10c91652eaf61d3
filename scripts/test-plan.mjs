/**
 * How scripts/test.mjs runs its steps: which run alone, which share one start of the emulators,
 * which run side by side.
 */

/**
 * @typedef {{ name: string, command: string, args: string[], stack?: boolean, pair?: string, kept?: boolean }} Step
 * `stack`: run inside the emulators; consecutive such steps share one start of them (about 20 s).
 * `pair`: the steps of one pair run as two lanes side by side, each lane's steps in order: the
 * pair's other steps with their output shown as it comes, and those that are `kept` with their
 * output kept and shown, whole, once both lanes are done.
 * @typedef {Step | Step[] | { lanes: [Step[], Step[]] }} Run
 */

/**
 * The runs of the steps whose names start with one of `prefixes` (all of them without one), in
 * the steps' order: a step alone; consecutive stack steps as one list; or a pair's two lanes
 * when steps of both lanes were chosen (else its chosen steps, one after the other).
 * @param {Step[]} steps
 * @param {string[]} prefixes
 * @returns {Run[]}
 */
export function planRuns(steps, prefixes) {
  const chosen = steps.filter(({ name }) => !prefixes.length || prefixes.some((prefix) => name.startsWith(prefix)));
  /** @type {Run[]} */
  const runs = [];
  /** @type {Set<string>} */
  const pairsPlaced = new Set();
  for (const step of chosen) {
    if (step.pair !== undefined) {
      if (pairsPlaced.has(step.pair)) continue;
      pairsPlaced.add(step.pair);
      const members = chosen.filter(({ pair }) => pair === step.pair);
      const shown = members.filter(({ kept }) => !kept);
      const kept = members.filter(({ kept }) => kept);
      if (shown.length && kept.length) runs.push({ lanes: [shown, kept] });
      else runs.push(...members);
      continue;
    }
    const last = runs.at(-1);
    if (step.stack && Array.isArray(last)) last.push(step);
    else runs.push(step.stack ? [step] : step);
  }
  return runs;
}
