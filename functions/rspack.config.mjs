import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFunctionsConfig } from '../scripts/build/rspack-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/**
 * The functions (lib/index.js), with the shared domain (domain/src, reached through src/domain.ts)
 * and zod inlined and this package's dependencies (firebase-admin, firebase-functions) left to the
 * runtime's node_modules. `pnpm build` also has the shell build its server into lib/ (package.json).
 */
export default createFunctionsConfig({ dir, entry: './src/index.ts', runtimePackages: Object.keys(dependencies) });
