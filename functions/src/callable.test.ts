/**
 * Callable data firebase-functions cannot decode, sent over real HTTP to callables served by the
 * Functions Framework (its Express and body parser, as deployed): the SDK's own `onCall` answers
 * 500 INTERNAL, ours `invalid-argument` without running the handler, and data the SDK decodes
 * still reaches the handler as the SDK decodes it.
 */
import type { AddressInfo } from 'node:net';
import type { HttpFunction } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { type CallableRequest, onCall as sdkOnCall } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CALLABLE_DEPTH, onCall, undecodableReason } from './callable';

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const UINT64 = 'type.googleapis.com/google.protobuf.UInt64Value';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Each as the JSON text of a call's `data` (JSON.stringify itself would overflow on the deepest). */
const UNDECODABLE: [string, string][] = [
  ['an unknown @type', '{"@type":"x"}'],
  ['an unknown @type inside a field', '{"title":{"@type":"x"}}'],
  ['an unknown @type inside an array', '[1,[{"@type":"x"}]]'],
  ['a non-string @type', '{"@type":{"x":1}}'],
  ['a Long whose value is no number', `{"@type":"${INT64}","value":"abc"}`],
  ['a Long without a value', `{"@type":"${UINT64}"}`],
  ['5,000 nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
];

describe('undecodableReason', () => {
  it.each(UNDECODABLE.slice(0, -1))('names %s', (_label, data) => {
    expect(undecodableReason(JSON.parse(data))).toBe('unknown-type');
  });

  it('names nesting deeper than the limit, without recursing itself', () => {
    expect(undecodableReason(nested(MAX_CALLABLE_DEPTH + 1))).toBe('too-deep');
    expect(undecodableReason(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('too-deep');
    expect(undecodableReason(nested(MAX_CALLABLE_DEPTH))).toBeNull();
  });

  it('passes what the SDK decodes', () => {
    for (const data of [
      null,
      42,
      'text',
      [],
      {},
      { title: 'Hello', metrics: [{ name: 'a', value: '1' }] },
      { '@type': '' },
      { '@type': 0, value: 'x' },
      { '@type': INT64, value: '12' },
      { a: [{ '@type': UINT64, value: '7', extra: { '@type': 'ignored inside a Long' } }] },
      { ['__proto__']: { '@type': INT64, value: '1' } },
    ]) {
      expect(undecodableReason(data)).toBeNull();
    }
  });
});

describe('a callable served by the Functions Framework', () => {
  const received: unknown[] = [];
  const handler = (request: CallableRequest<unknown>) => {
    received.push(request.data);
    return { ok: true };
  };
  const ours = onCall({}, handler);
  const sdks = sdkOnCall({}, handler);
  const ports = { ours: 0, sdks: 0 };
  let close: () => void = () => {};

  beforeAll(async () => {
    const { http } = await import('@google-cloud/functions-framework');
    // firebase-functions types its request's rawBody as always there; the framework's may lack one.
    http('ours', ours as unknown as HttpFunction);
    http('sdks', sdks as unknown as HttpFunction);
    // A server per function: the framework serves one target.
    const servers = (['ours', 'sdks'] as const).map((name) => {
      const server = getTestServer(name);
      return new Promise<typeof server>((resolve) =>
        server.listen(0, () => {
          ports[name] = (server.address() as AddressInfo).port;
          resolve(server);
        }),
      );
    });
    const started = await Promise.all(servers);
    close = () => {
      for (const server of started) server.close();
    };
  });
  afterAll(() => close());

  async function call(which: 'ours' | 'sdks', body: string) {
    const response = await fetch(`http://127.0.0.1:${ports[which]}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    return {
      status: response.status,
      body: (await response.json()) as { error?: { status: string; message: string } },
    };
  }

  it.each(UNDECODABLE)(
    'answers %s invalid-argument without running the handler (the SDK alone: 500)',
    async (_label, data) => {
      const body = `{"data":${data}}`;
      received.length = 0;
      expect(await call('sdks', body)).toMatchObject({ status: 500, body: { error: { status: 'INTERNAL' } } });
      const answer = await call('ours', body);
      expect(answer).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
      expect(answer.body.error?.message).toMatch(/^Invalid input: /);
      expect(received).toEqual([]);
    },
  );

  it('hands the handler what the SDK decodes, Longs as numbers', async () => {
    received.length = 0;
    const answer = await call('ours', JSON.stringify({ data: { n: { '@type': INT64, value: '12' }, list: ['a'] } }));
    expect(answer).toEqual({ status: 200, body: { result: { ok: true } } });
    expect(received).toEqual([{ n: 12, list: ['a'] }]);
  });

  it('keeps what the Firebase CLI reads off the function, and run', async () => {
    expect(ours.__endpoint).toEqual(sdks.__endpoint);
    expect(ours.__trigger).toEqual(sdks.__trigger);
    const request = { data: 'x', rawRequest: {}, acceptsStreaming: false } as CallableRequest<unknown>;
    await expect(ours.run(request)).resolves.toEqual({ ok: true });
  });
});
