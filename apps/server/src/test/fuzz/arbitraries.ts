/**
 * Inputs drawn from an operation's own OpenAPI schemas, bent and broken: NUL bytes, lone
 * surrogates, ids past the int4 range (and small ids that hit real rows), wrong types, long
 * strings; file fields (`format: binary`) get hostile files (hostile-files.ts).
 */
import fc from 'fast-check';
import { HOSTILE_NAMES, HOSTILE_TYPES, type HostileFile } from './hostile-files.ts';

export type Schema = { [key: string]: unknown };
export type Resolve = (ref: string) => Schema | undefined;

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '%00',
  '',
  ' ',
  '1',
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
const NASTY_NUMBERS = [0, 1, 2, -1, 2_147_483_647, 2_147_483_648, 9_007_199_254_740_991, 1e20, -1e20, 0.5, Number.MAX_VALUE];

export const nastyString = fc.constantFrom(...NASTY_STRINGS);
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(nastyString, { maxLength: 3 }),
);

/** A file part value: the fuzz request builder sends it as a file, not a text field. */
export class FilePart {
  constructor(readonly file: HostileFile) {}
}

export function hostileFile(contents: readonly Buffer[]): fc.Arbitrary<FilePart> {
  return fc
    .record({ filename: fc.constantFrom(...HOSTILE_NAMES), content: fc.constantFrom(...contents), contentType: fc.constantFrom(...HOSTILE_TYPES) })
    .map((file) => new FilePart(file));
}

const isBinary = (schema: Schema) => schema.format === 'binary' || (schema.items as Schema | undefined)?.format === 'binary';

export function arbitraryFor(schema: Schema | undefined, resolve: Resolve, files: fc.Arbitrary<FilePart>, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyValue;
  if (typeof schema.$ref === 'string') return arbitraryFor(resolve(schema.$ref), resolve, files, depth + 1);
  if (isBinary(schema)) return schema.type === 'array' ? fc.array(files, { minLength: 1, maxLength: 3 }) : fc.oneof({ weight: 6, arbitrary: files }, { weight: 1, arbitrary: anyValue });
  const alternatives = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, resolve, files, depth + 1)), anyValue);
  const typed = typedArbitrary(schema, resolve, files, depth);
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: anyValue });
}

function typedArbitrary(schema: Schema, resolve: Resolve, files: fc.Arbitrary<FilePart>, depth: number): fc.Arbitrary<unknown> {
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
        // Ids of rows that exist (the run seeds a few), so handlers past the lookup are reached.
        fc.integer({ min: 1, max: 3 }),
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.constantFrom(...NASTY_NUMBERS),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items as Schema | undefined, resolve, files, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = arbitraryFor(property, resolve, files, depth + 1);
      if (Object.keys(record).length === 0) return fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), nastyString), anyValue, { maxKeys: 3 });
      return fc.record(record, { requiredKeys: ((schema.required ?? []) as string[]).filter((name) => name in record) });
    }
    default:
      return anyValue;
  }
}

/** A body for a POST, PUT or PATCH whose document shows none (the handler reads JSON or a form itself): fields, and files under the usual names. */
export function undocumentedBody(files: fc.Arbitrary<FilePart>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.dictionary(fc.oneof(fc.constantFrom('first_name', 'mobile', 'idempotency_key', 'reason', 'category_id'), nastyString), anyValue, { maxKeys: 4 }),
    fc.record({ photo: files, profile_image: files, file: files, documents: fc.array(files, { maxLength: 2 }) }, { requiredKeys: [] }),
  );
}
