/**
 * Which functions a process loads (index.ts). Cloud Functions (2nd gen) runs each function in its
 * own instances and names it in FUNCTION_TARGET; the Functions emulator does the same for each of
 * its workers. There only the target's module is worth evaluating: the others' code and SDKs
 * (firebase-admin's Firestore alone takes a quarter to half a second to load on the development
 * machine) would only lengthen every cold start. The Firebase CLI discovers the functions by
 * loading the module with FUNCTIONS_CONTROL_API=true (deploy, the emulator's start); that, the
 * emulator's debug mode (one process for every function, no target) and anything else load every
 * function.
 */

/** The one function this process serves, or null when it must load them all. */
export function functionTarget(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FUNCTIONS_CONTROL_API === 'true') return null;
  return env.FUNCTION_TARGET || null;
}

/** Whether this process serves (and so must load) one of the functions `names`. */
export function serves(...names: string[]): boolean {
  const target = functionTarget();
  return target === null || names.includes(target);
}

/**
 * Whether this process is an instance of `name` (not the CLI's discovery, another function's
 * instance or the emulator). Read a parameter at load time only where this holds: a parameter read
 * while the CLI loads the functions to discover them logs a warning at every deploy.
 */
export function isInstanceOf(name: string, env = process.env): boolean {
  return functionTarget(env) === name && env.FUNCTIONS_EMULATOR !== 'true';
}

/**
 * Runs `start` as soon as the module has loaded, in an instance of `name` only: not in the CLI's
 * discovery, another function's instance, or the emulator (which reuses nothing between requests).
 * Its failure is left to the first request, which tries again. Returns whether it runs.
 */
export function onInstanceStart(name: string, start: () => Promise<unknown>, env = process.env): boolean {
  if (!isInstanceOf(name, env)) return false;
  setImmediate(() => void start().catch(() => undefined));
  return true;
}
