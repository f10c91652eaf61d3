/**
 * The Web Locks API for the DOM emulator, which has none (happy-dom's `navigator.locks` is null):
 * exclusive locks by name, each held until its callback's promise settles, waiters granted in turn,
 * `ifAvailable`, `signal` and `query` as the browser does them, and what no page can do: `crash`,
 * which lets a lock go as the browser does when the tab holding it closes or crashes (that tab's
 * code runs no more: in a test, its editor stays mounted and is never heard from again).
 */
type Grant = () => void;

class TestLocks {
  private readonly held = new Map<string, object>();
  private readonly waiting = new Map<string, Grant[]>();

  request<T>(
    name: string,
    optionsOrCallback: LockOptions | ((lock: Lock | null) => T | PromiseLike<T>),
    maybeCallback?: (lock: Lock | null) => T | PromiseLike<T>,
  ): Promise<Awaited<T>> {
    const options: LockOptions = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    if (!callback) return Promise.reject(new TypeError('No callback'));
    return new Promise<Awaited<T>>((resolve, reject) => {
      const run = (lock: Lock | null, token: object | null) => {
        Promise.resolve()
          .then(() => callback(lock))
          .then(
            (value) => {
              if (token) this.release(name, token);
              resolve(value as Awaited<T>);
            },
            (error: unknown) => {
              if (token) this.release(name, token);
              reject(error);
            },
          );
      };
      const grant = () => {
        const token = {};
        this.held.set(name, token);
        run({ name, mode: 'exclusive' }, token);
      };
      const queue = this.waiting.get(name) ?? [];
      if (!this.held.has(name) && queue.length === 0) {
        grant();
        return;
      }
      if (options.ifAvailable) {
        run(null, null);
        return;
      }
      if (options.signal?.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      queue.push(grant);
      this.waiting.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(grant);
        if (index < 0) return;
        queue.splice(index, 1);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }

  query(): Promise<LockManagerSnapshot> {
    const held = [...this.held.keys()].map((name): LockInfo => ({ name, mode: 'exclusive', clientId: 'test' }));
    return Promise.resolve({ held, pending: [] });
  }

  /** The lock whose name ends with `suffix` goes, as when the tab holding it closes or crashes. */
  crash(suffix: string): void {
    for (const [name, token] of this.held) if (name.endsWith(suffix)) this.release(name, token);
  }

  private release(name: string, token: object) {
    if (this.held.get(name) !== token) return;
    this.held.delete(name);
    this.waiting.get(name)?.shift()?.();
  }
}

/** Gives this test's window a LockManager; returns it. */
export function installLocks(): TestLocks {
  const locks = new TestLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return locks;
}

/** Takes it away again (happy-dom's own: none). */
export function removeLocks(): void {
  Reflect.deleteProperty(navigator, 'locks');
}
