// Test support, never imported by a function: the build bundles from src/index.ts only.
/**
 * Every function index.ts exports, loaded as the Firebase CLI's discovery loads them, for the tests
 * that hold each of a kind to a rule (everyFunction.test.ts: App Check; callableCors.test.ts: the
 * origins a callable answers). index.ts's `require` is the bundle's, which Vitest cannot follow, so
 * the modules it requires are read from its text and imported here; each export of index.ts must
 * be among theirs.
 */
import { readFileSync } from 'node:fs';
import type { CallableRequest } from 'firebase-functions/https';
import { vi } from 'vitest';

/** What firebase-functions puts on every function it makes: how the CLI deploys it. */
interface Deployable {
  __endpoint: Record<string, unknown>;
  /** A callable's handler, called with a request as the SDK hands it over (no HTTP). */
  run?: (request: CallableRequest) => Promise<unknown>;
}

export interface ExportedFunctions {
  /** The names index.ts exports. */
  names: string[];
  /** Each function of the modules index.ts requires, by name. */
  byName: Map<string, Deployable>;
}

export async function loadExportedFunctions(): Promise<ExportedFunctions> {
  // The names alone: a target no function has loads none of their modules.
  vi.stubEnv('FUNCTION_TARGET', 'no-function-at-all');
  const names = Object.keys(await import('./index'));
  vi.unstubAllEnvs();
  // Storage's trigger needs the default bucket (Cloud Functions sets FIREBASE_CONFIG).
  vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId: 'demo-test', storageBucket: 'demo-test.appspot.com' }));
  vi.stubEnv('GCLOUD_PROJECT', 'demo-test');
  try {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    const modules = [...source.matchAll(/require\('(\.\/[\w/]+)'\)/g)].map((match) => match[1] ?? '');
    const byName = new Map<string, Deployable>();
    for (const path of modules) {
      const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'function' && '__endpoint' in value) byName.set(name, value as unknown as Deployable);
      }
    }
    return { names, byName };
  } finally {
    vi.unstubAllEnvs();
  }
}

/** The trigger that starts `name` ('callableTrigger', 'httpsTrigger' …); several, or none, joined. */
export function triggerOf({ byName }: ExportedFunctions, name: string): string {
  return Object.keys(byName.get(name)?.__endpoint ?? {})
    .filter((key) => key.endsWith('Trigger'))
    .join(', ');
}

/** The callables index.ts exports. */
export function callablesOf(functions: ExportedFunctions): string[] {
  return functions.names.filter((name) => triggerOf(functions, name) === 'callableTrigger');
}
