/**
 * How `pnpm start` stops, once: on Ctrl-C (or SIGTERM, SIGHUP) or on a failure of its own.
 *
 * Ctrl-C can come while the stack is still starting. The start-up steps then run on beside the
 * stopping and fail against what is being stopped (the seed meets a closed Auth emulator:
 * `connect ECONNREFUSED 127.0.0.1:9099`). Such a failure is a consequence of the stop, not a
 * problem: it is not reported, and the stop ends as any other ("Stopped.", exit 0).
 */

/**
 * @typedef {object} ShutdownDeps
 * @property {() => Promise<void>} stop stops everything the stack started (stack.mjs `stopAll`)
 * @property {() => void} killAll kills everything at once (a second Ctrl-C)
 * @property {(code: number) => void} exit ends the process
 * @property {(line: string) => void} say
 * @property {(line: string) => void} sayError
 */

/**
 * @param {ShutdownDeps} deps
 */
export function createShutdown({ stop, killAll, exit, say, sayError }) {
  /** @type {Promise<void> | undefined} */
  let stopping;
  return {
    /** Whether the stack is stopping (a running process that ends then is expected to). */
    get stopping() {
      return stopping !== undefined;
    },
    /** The stopping under way, if any. */
    get done() {
      return stopping ?? Promise.resolve();
    },
    /**
     * Stops everything and exits with `code`; a second call joins the first.
     * @param {number} code
     */
    shutdown(code) {
      stopping ??= (async () => {
        say('\nStopping the local stack …');
        await stop();
        say('Stopped.');
        exit(code);
      })();
      return stopping;
    },
    /** Ctrl-C: stop; a second one while stopping kills everything at once. */
    onSignal() {
      if (stopping) {
        killAll();
        exit(130);
        return;
      }
      void this.shutdown(0);
    },
    /**
     * The start-up failed: report it, stop everything and exit 1, unless a stop was already under
     * way (then the failure is that stop's doing, and the stop finishes as it began).
     * @param {unknown} error
     */
    fail(error) {
      if (stopping) return stopping;
      sayError(`\n${error instanceof Error ? error.message : error}`);
      stopping = (async () => {
        await stop();
        exit(1);
      })();
      return stopping;
    },
  };
}
