/**
 * Property test over the whole API: every operation of the generated OpenAPI document is called
 * with inputs drawn from its own schemas, bent and broken (NUL bytes, lone surrogates, ids past the
 * int4 range, wrong types, long strings, malformed multipart), signed in as a super admin and not
 * signed in. No answer may be a 5xx. The operations come from the document, so every new route is
 * fuzzed without touching this file (docs/api.md, "Bad input").
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

type Schema = { [key: string]: unknown };
interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  body?: { contentType: string; schema: Schema };
}

/** Cases per operation; FUZZ_RUNS=300 for a deeper run (the default keeps `npm test` near a minute on two busy cores). */
const SIGNED_IN_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const ANONYMOUS_RUNS = Math.max(10, Math.round(SIGNED_IN_RUNS / 4));
/**
 * One seed for the whole run, so a failure in CI is reproduced by the same command. The default is
 * fixed (a test that fails at random blocks unrelated work); FUZZ_SEED=random explores new inputs,
 * and a failure prints the seed to pass back as FUZZ_SEED (docs/api.md, "Bad input").
 */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_123);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '%00',
  '',
  ' ',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1e309',
  'NaN',
  'constructor',
  '__proto__',
  "'; drop table admin_users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'a'.repeat(600),
  '😀'.repeat(50),
];
const NASTY_NUMBERS = [0, -1, 2_147_483_647, 2_147_483_648, 9_007_199_254_740_991, 1e20, -1e20, 0.5, Number.MAX_VALUE];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(nastyString, { maxLength: 3 }),
);

function arbitraryFor(schema: Schema | undefined, resolve: (ref: string) => Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyValue;
  if (typeof schema.$ref === 'string') return arbitraryFor(resolve(schema.$ref), resolve, depth + 1);
  const alternatives = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, resolve, depth + 1)), anyValue);
  const typed = typedArbitrary(schema, resolve, depth);
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: anyValue });
}

function typedArbitrary(schema: Schema, resolve: (ref: string) => Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), nastyString);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((name) => name !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'string': {
      const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 80) : 40;
      const plain = schema.format === 'email' ? fc.emailAddress() : fc.string({ maxLength, unit: 'binary' });
      return fc.oneof(plain, nastyString, fc.string({ maxLength, unit: 'grapheme' }));
    }
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({
          min: typeof schema.minimum === 'number' ? Math.ceil(Math.max(schema.minimum, -1e9)) : -10,
          max: typeof schema.maximum === 'number' ? Math.floor(Math.min(schema.maximum, 1e9)) : 1000,
        }),
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.constantFrom(...NASTY_NUMBERS),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items as Schema | undefined, resolve, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = arbitraryFor(property, resolve, depth + 1);
      if (Object.keys(record).length === 0) return fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), nastyString), anyValue, { maxKeys: 3 });
      return fc.record(record, { requiredKeys: ((schema.required ?? []) as string[]).filter((name) => name in record) });
    }
    default:
      return anyValue;
  }
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a client would send it). */
const encodePathPart = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('');

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A multipart body of text fields; sometimes cut short or with a wrong boundary. */
function multipart(fields: unknown, broken: number): { payload: string; contentType: string } {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const entries = fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.entries(fields) : [['field', fields]];
  let payload = entries.map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`).join('');
  payload += `--${boundary}--\r\n`;
  if (broken === 1) payload = payload.slice(0, Math.floor(payload.length / 2));
  if (broken === 2) return { payload, contentType: 'multipart/form-data; boundary=' };
  if (broken === 3) return { payload: 'not multipart at all', contentType: `multipart/form-data; boundary=${boundary}` };
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function operationsOf(document: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Schema>>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema?: Schema }>;
      const [contentType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []) as Operation['parameters'],
        body: contentType ? { contentType, schema: media?.schema ?? {} } : undefined,
      });
    }
  }
  return operations;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let resolve: (ref: string) => Schema | undefined;

  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_DATA: 'false' } });
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Schema;
    const schemas = ((document.components as Schema | undefined)?.schemas ?? {}) as Record<string, Schema>;
    resolve = (ref) => schemas[ref.replace('#/components/schemas/', '')];
    operations = operationsOf(document);
  });
  afterAll(async () => t?.close());

  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers 4xx to paths with NUL bytes or broken escapes, and no 5xx to very long ones, outside any operation too', async () => {
    for (const url of ['/%00', '/api/v1/admin/%00', '/locales/%00/common.json', '/%ED%A0%80', '/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    // Too long for a route parameter: the panel's page (or a 404), never a 500.
    for (const url of [`/locales/${'x'.repeat(500)}/common.json`, `/api/v1/admin/centers/${'9'.repeat(500)}`, `/${'a'.repeat(5000)}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url.slice(0, 40)).toBeLessThan(500);
    }
  });

  it('answers no 5xx to any input, signed in or not', async () => {
    for (const operation of operations) {
      const params = operation.parameters.filter((parameter) => parameter.in === 'path');
      const query = operation.parameters.filter((parameter) => parameter.in === 'query');
      const input = fc.record({
        params: fc.tuple(...params.map((parameter) => arbitraryFor(parameter.schema, resolve))),
        query: fc.tuple(...query.map((parameter) => fc.option(arbitraryFor(parameter.schema, resolve), { nil: undefined }))),
        body: arbitraryFor(operation.body?.schema, resolve),
        broken: fc.integer({ min: 0, max: 6 }),
      });
      for (const signedIn of [true, false]) {
        await fc.assert(
          fc.asyncProperty(input, async ({ params: values, query: queryValues, body, broken }) => {
            let url = operation.path;
            params.forEach((parameter, index) => {
              url = url.replace(`{${parameter.name}}`, encodePathPart(asText(values[index])));
            });
            const search = new URLSearchParams();
            query.forEach((parameter, index) => {
              const value = queryValues[index];
              if (value !== undefined) search.append(parameter.name, asText(value));
            });
            if (search.size > 0) url += `?${search.toString()}`;
            const headers: Record<string, string> = {};
            let payload: string | undefined;
            if (operation.body) {
              if (operation.body.contentType.startsWith('multipart/')) {
                const built = multipart(body, broken);
                payload = built.payload;
                headers['content-type'] = built.contentType;
              } else {
                payload = broken === 1 ? '{"unterminated": ' : JSON.stringify(body) ?? 'null';
                headers['content-type'] = 'application/json';
              }
            }
            const token = signedIn ? await t.tokenFor(1) : undefined;
            const response = await t
              .inject({ method: operation.method as 'GET', url, headers, payload, token, remoteAddress: '203.0.113.77' })
              .catch((error: unknown) => {
                throw new Error(`FUZZ_SEED=${SEED}: ${operation.method} ${url} cut the response: ${String(error)}`);
              });
            if (response.statusCode >= 500) {
              const logged = t.logs.filter((line) => Number(line.level) >= 50).at(-1);
              throw new Error(
                `FUZZ_SEED=${SEED}: ${operation.method} ${url} (${signedIn ? 'signed in' : 'anonymous'}) answered ${response.statusCode}: ${response.body}\nbody sent: ${payload}\nlogged: ${JSON.stringify(logged)?.slice(0, 800)}`,
              );
            }
          }),
          { numRuns: signedIn ? SIGNED_IN_RUNS : ANONYMOUS_RUNS, endOnFailure: true, seed: SEED },
        );
      }
    }
  }, 300_000);
});
