/**
 * NODE_ENV=production for the deployed functions, before the Functions Framework makes its Express
 * app (it loads this bundle first). That app answers a body it cannot parse (broken JSON, a gzip
 * body that is not gzip) itself, before any function runs, with Express's error page, which shows
 * the error's stack trace (our dependencies' paths) unless NODE_ENV is 'production' then; Cloud
 * Run does not promise it. The Functions emulator (its own Express) is left as it is.
 *
 * `env.NODE_ENV`, not `process.env.NODE_ENV`: the bundle's build replaces the latter with a constant.
 */
export function markProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (env.FUNCTIONS_EMULATOR !== 'true') env.NODE_ENV ??= 'production';
}

markProduction();
