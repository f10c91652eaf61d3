/**
 * Bodies the platform cannot parse reach our functions instead of its HTML error page.
 *
 * The Functions runtime (the Functions Framework in Google Cloud, firebase-tools' runtime in the
 * emulator) parses every request body with body-parser before any function code runs, and a body
 * it refuses (broken JSON, a bare JSON string, number or null, an unsupported charset) is answered
 * by Express with an HTML 400 page: no function can shape that answer. Both runtimes load
 * body-parser before they load this code and create their parsers after it, through
 * `bodyParser.json(…)` and its siblings. So, when this module loads, it wraps those four factories
 * in the body-parser modules already loaded: a parser's 4xx refusal is recorded on the request
 * (`bodyProblem`) and the request goes on to the function, which answers it in its own JSON
 * (`callableData` in leads/callableHttp.ts; `onCall` answers a body without `data` with its
 * JSON "Bad Request"). Any other error passes through unchanged.
 *
 * Where no body-parser is found (another runtime), nothing changes and such bodies keep getting
 * the platform's plain 400. `tests/functions/hostileInput.test.ts` checks the emulator's runtime.
 */
import { createRequire } from 'node:module';

type Next = (error?: unknown) => void;
type Middleware = (request: object, response: unknown, next: Next) => void;
type ParserFactory = (options?: unknown) => Middleware;

/** What body-parser said about a body it refused: `type` such as `entity.parse.failed` (or `unknown`). */
export interface BodyProblem {
  status: number;
  type: string;
  message: string;
}

const BODY_PROBLEM = Symbol.for('northwind.functions.bodyProblem');
const WRAPPED = Symbol.for('northwind.functions.bodyParsersWrapped');
const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;
const BODY_PARSER_ENTRY = /[\\/]node_modules[\\/]body-parser[\\/]index\.js$/;

/** The refusal recorded on this request by a wrapped parser, if any. */
export function bodyProblem(request: object): BodyProblem | undefined {
  return (request as { [BODY_PROBLEM]?: BodyProblem })[BODY_PROBLEM];
}

/** body-parser's refusals are http-errors with a 4xx `status` and mostly a `type`. */
function isClientError(error: unknown): error is Partial<BodyProblem> & { status: number } {
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** `factory` whose parsers hand a refused body on to the function instead of failing the request. */
export function tolerantParser(factory: ParserFactory): ParserFactory {
  return (options) => {
    const parse = factory(options);
    return (request, response, next) =>
      parse(request, response, (error) => {
        if (!isClientError(error)) {
          next(error);
          return;
        }
        const problem: BodyProblem = {
          status: error.status,
          type: typeof error.type === 'string' ? error.type : 'unknown',
          message: String(error.message),
        };
        Object.defineProperty(request, BODY_PROBLEM, { value: problem, configurable: true });
        next();
      });
  };
}

/** Wraps the parser factories of every body-parser in `cache`; returns how many it wrapped. */
export function wrapLoadedBodyParsers(cache: NodeJS.Dict<NodeJS.Module> = createRequire(import.meta.url).cache) {
  let wrapped = 0;
  for (const [file, loaded] of Object.entries(cache)) {
    const exports = loaded?.exports as Record<string | symbol, unknown> | undefined;
    if (!BODY_PARSER_ENTRY.test(file) || !exports || exports[WRAPPED]) continue;
    for (const name of PARSERS) {
      const factory = exports[name];
      if (typeof factory !== 'function') continue;
      Object.defineProperty(exports, name, {
        configurable: true,
        enumerable: true,
        value: tolerantParser(factory as ParserFactory),
      });
    }
    Object.defineProperty(exports, WRAPPED, { value: true });
    wrapped++;
  }
  return wrapped;
}
