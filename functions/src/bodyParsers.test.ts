import { describe, expect, it, vi } from 'vitest';
import { bodyProblem, tolerantParser, wrapLoadedBodyParsers } from './bodyParsers';

/** A parser factory that fails every request with `error`, as body-parser does with a bad body. */
const failingWith = (error: unknown) => () => (_request: object, _response: unknown, next: (e?: unknown) => void) =>
  next(error);

describe('tolerantParser', () => {
  it("records body-parser's 4xx refusal on the request and hands the request on", () => {
    const refusal = Object.assign(new Error('Unexpected end of JSON input'), {
      status: 400,
      type: 'entity.parse.failed',
    });
    const request = {};
    const next = vi.fn();
    tolerantParser(failingWith(refusal))()(request, {}, next);
    expect(next).toHaveBeenCalledWith();
    expect(bodyProblem(request)).toEqual({
      status: 400,
      type: 'entity.parse.failed',
      message: 'Unexpected end of JSON input',
    });
  });

  it('passes any other error on unchanged', () => {
    const broken = new Error('stream broke');
    const next = vi.fn();
    tolerantParser(failingWith(broken))()({}, {}, next);
    expect(next).toHaveBeenCalledWith(broken);
    const serverSide = Object.assign(new Error('x'), { status: 500, type: 'stream.not.readable' });
    tolerantParser(failingWith(serverSide))()({}, {}, next);
    expect(next).toHaveBeenLastCalledWith(serverSide);
  });
});

describe('wrapLoadedBodyParsers', () => {
  it("wraps the four factories of each loaded body-parser once, and nothing else's", () => {
    const json = vi.fn();
    const parser = { json, text: vi.fn(), urlencoded: vi.fn(), raw: vi.fn() };
    const other = { json };
    const cache = {
      '/srv/node_modules/body-parser/index.js': { exports: parser },
      '/srv/node_modules/other/index.js': { exports: other },
    } as unknown as NodeJS.Dict<NodeJS.Module>;
    expect(wrapLoadedBodyParsers(cache)).toBe(1);
    expect(parser.json).not.toBe(json);
    expect(other.json).toBe(json);
    expect(wrapLoadedBodyParsers(cache)).toBe(0);
  });
});
