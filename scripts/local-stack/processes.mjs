/**
 * Process-tree helpers (Linux /proc). firebase-tools starts the Firestore emulator's JVM in a
 * process group of its own, so stopping the firebase process group alone can leave the JVM
 * running; these find such descendants so they can be stopped too.
 */
import fs from 'node:fs';

/**
 * The process's parent, group and CPU time so far (user and system, all its threads, in ms: Linux
 * counts it in ticks of 10 ms), or undefined when it is gone.
 * @param {number} pid
 * @returns {{ ppid: number, pgrp: number, cpuMs: number } | undefined}
 */
export function processStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name "(...)": state ppid pgrp … (the 12th and 13th: utime stime).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), pgrp: Number(fields[2]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return undefined;
  }
}

/** @param {number} pid @returns {number[]} every live descendant of pid */
export function descendants(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  let entries = /** @type {string[]} */ ([]);
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(Number(entry));
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(entry));
    children.set(stat.ppid, list);
  }
  const out = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length) {
    const next = /** @type {number} */ (queue.shift());
    out.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return out;
}

/** @param {number} pid */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {number} pid @returns {string} the command line, '' when unknown */
export function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Sends a signal to one process, ignoring ones already gone. @param {number} pid @param {NodeJS.Signals} signal */
export function signalProcess(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/** Sends a signal to a process group, ignoring ones already gone. @param {number} pgid @param {NodeJS.Signals} signal */
export function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}
