/**
 * The project a content command works on, chosen as the other scripts choose it
 * (scripts/admin-claim.mjs, scripts/images/variants.mjs):
 *
 *   --emulator                      the local emulators' demo project demo-nordic-ai
 *   --emulator --project demo-…     another demo project on the same emulators (a fresh, empty one)
 *   --project <id>                  a live project, with Application Default Credentials
 *   --bucket <name>                 its Storage bucket; default `<id>.appspot.com`
 *
 * The emulators are found through FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST, else
 * the ports of scripts/local-stack/ports.mjs.
 */
import { type Connection, connect, FIREBASE_STORAGE_ORIGIN, type Target } from '@app/content-tools';
import type { Firestore } from 'firebase-admin/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID } from '../local-stack/ports.mjs';

/**
 * Takes the target's options out of `argv` and answers them with the arguments left.
 * @throws when the options do not name exactly one place
 */
export function parseTarget(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): [Target, string[]] {
  let emulator = false;
  let project = '';
  let bucket = '';
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => {
      const next = argv[++i];
      if (!next || next.startsWith('--')) throw new Error(`${arg} needs a value.`);
      return next;
    };
    if (arg === '--emulator') emulator = true;
    else if (arg === '--project') project = value();
    else if (arg === '--bucket') bucket = value();
    else rest.push(arg);
  }
  if (!emulator && !project)
    throw new Error('Say where: --emulator for the local stack, or --project <project-id> for a live project.');
  if (emulator && project && !project.startsWith('demo-'))
    throw new Error(
      `--emulator works on demo projects (demo-…); ${project} would be a live project: leave out --emulator.`,
    );
  if (!emulator && project.startsWith('demo-'))
    throw new Error(`${project} is a demo project, which exists only on the emulators: add --emulator.`);
  const id = project || PROJECT_ID;
  const storageHost = env.FIREBASE_STORAGE_EMULATOR_HOST || `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`;
  return [
    {
      emulator,
      project: id,
      bucket: bucket || `${id}.appspot.com`,
      origin: emulator ? `http://${storageHost}` : FIREBASE_STORAGE_ORIGIN,
      ...(emulator
        ? { firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST || `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}` }
        : {}),
    },
    rest,
  ];
}

/**
 * A command that works on one project's Firestore (`pnpm content:reindex`, `pnpm leads:keys`): the
 * target from `argv` (nothing else allowed), `job` run on it, its lines printed. A refused option or
 * a failed job is printed with exit code 1.
 */
export async function runOnTarget(
  argv: readonly string[],
  usage: string,
  job: (db: Firestore) => Promise<string[]>,
): Promise<void> {
  let connection: Connection | null = null;
  try {
    const [target, rest] = parseTarget(argv);
    if (rest.length > 0) throw new Error(`Unknown argument ${rest[0]}.\n${usage}`);
    connection = connect(target);
    for (const line of await job(connection.db)) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await connection?.close();
  }
}
