// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown.mjs';

/** A shutdown whose stopping takes until `release()` is called, recording what it says and its exit. */
function fixture() {
  /** @type {string[]} */
  const said = [];
  /** @type {string[]} */
  const errors = [];
  /** @type {number[]} */
  const exits = [];
  let stops = 0;
  let kills = 0;
  /** @type {() => void} */
  let release = () => {};
  const stopped = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  const shutdown = createShutdown({
    stop: async () => {
      stops += 1;
      await stopped;
    },
    killAll: () => {
      kills += 1;
    },
    exit: (code) => {
      exits.push(code);
    },
    say: (line) => said.push(line),
    sayError: (line) => errors.push(line),
  });
  return { shutdown, said, errors, exits, release, stops: () => stops, kills: () => kills };
}

describe('createShutdown (pnpm start stopping once)', () => {
  it('Ctrl-C stops everything, says so and exits 0', async () => {
    const f = fixture();
    f.shutdown.onSignal();
    f.release();
    await f.shutdown.done;
    expect(f.said).toEqual(['\nStopping the local stack …', 'Stopped.']);
    expect(f.exits).toEqual([0]);
    expect(f.stops()).toBe(1);
  });

  it('a start-up step that fails because Ctrl-C is stopping the emulators is not reported: still "Stopped." and exit 0', async () => {
    const f = fixture();
    f.shutdown.onSignal();
    // The seed, still running, meets the Auth emulator that is being stopped.
    const failed = f.shutdown.fail(new Error('Error while making request: connect ECONNREFUSED 127.0.0.1:9099.'));
    f.release();
    await failed;
    await f.shutdown.done;
    expect(f.errors).toEqual([]);
    expect(f.said).toEqual(['\nStopping the local stack …', 'Stopped.']);
    expect(f.exits).toEqual([0]);
    expect(f.stops()).toBe(1);
  });

  it('a start-up failure on its own is reported, stops everything and exits 1', async () => {
    const f = fixture();
    const failed = f.shutdown.fail(new Error('Port 3000 is in use'));
    f.release();
    await failed;
    expect(f.errors).toEqual(['\nPort 3000 is in use']);
    expect(f.exits).toEqual([1]);
    expect(f.stops()).toBe(1);
  });

  it('a second Ctrl-C while stopping kills everything at once and exits 130', () => {
    const f = fixture();
    f.shutdown.onSignal();
    f.shutdown.onSignal();
    expect(f.kills()).toBe(1);
    expect(f.exits).toEqual([130]);
  });
});
