/** The operations of the OpenAPI document, and fuzzed requests for them (path, query, JSON or multipart body). */
import fc from 'fast-check';
import { multipart, type Part } from '../multipart.ts';
import { arbitraryFor, FilePart, undocumentedBody, type Resolve, type Schema } from './arbitraries.ts';

export interface Operation {
  method: string;
  path: string;
  /** The first tag: operations are fuzzed and checked in families. */
  family: string;
  /** 'staff', 'inspector' or 'public', from the operation's security. */
  scheme: 'staff' | 'inspector' | 'public';
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  body?: { contentType: string; schema: Schema };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How many file parts the body carries. */
  files: number;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const operationKey = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

export function operationsOf(document: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Schema>>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema?: Schema }>;
      const [contentType, media] = Object.entries(content)[0] ?? [];
      const security = JSON.stringify(operation.security ?? []);
      operations.push({
        method: method.toUpperCase(),
        path,
        family: ((operation.tags as string[] | undefined) ?? ['untagged'])[0] ?? 'untagged',
        scheme: security.includes('inspectorBearer') ? 'inspector' : security.includes('staffBearer') ? 'staff' : 'public',
        parameters: (operation.parameters ?? []) as Operation['parameters'],
        body: contentType ? { contentType, schema: media?.schema ?? {} } : undefined,
      });
    }
  }
  return operations;
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a client would send it). */
const encodePathPart = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('');

export const asText = (value: unknown) => (typeof value === 'string' ? value : value instanceof FilePart ? value.file.filename : (JSON.stringify(value) ?? ''));

const BOUNDARY = 'fuzzBoundary7MA4YWxk';

/** A multipart body of the fields (file parts for FilePart values); sometimes cut short or with a wrong boundary. */
function multipartBody(fields: unknown, broken: number): { payload: Buffer | string; contentType: string; files: number } {
  const entries: Array<[string, unknown]> = fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.entries(fields) : [['field', fields]];
  const parts: Part[] = [];
  for (const [name, value] of entries) {
    for (const item of Array.isArray(value) && value.some((entry) => entry instanceof FilePart) ? value : [value]) {
      if (item instanceof FilePart) parts.push({ name, value: item.file.content, filename: item.file.filename, contentType: item.file.contentType });
      else parts.push({ name, value: asText(item) });
    }
  }
  const files = parts.filter((part) => part.filename !== undefined).length;
  const built = multipart(parts, BOUNDARY);
  if (broken === 1) return { payload: built.body.subarray(0, Math.floor(built.body.length / 2)), contentType: built.contentType, files };
  if (broken === 2) return { payload: built.body, contentType: 'multipart/form-data; boundary=', files };
  if (broken === 3) return { payload: 'not multipart at all', contentType: built.contentType, files: 0 };
  return { payload: built.body, contentType: built.contentType, files };
}

/** Far deeper than any request of the API nests (the JSON parser refuses more than 32 levels). */
const DEEP = 10_000;
const DEEP_PLACEHOLDER = 'fuzz-deeply-nested';

/** The body with one of its fields (or beside it, in an array) nested `DEEP` arrays and objects down. */
function deeplyNested(value: unknown): string {
  const deep = `${'[{"a":'.repeat(DEEP / 2)}null${'}]'.repeat(DEEP / 2)}`;
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const body = fields.length > 0 ? { ...(value as Record<string, unknown>), [fields[0] as string]: DEEP_PLACEHOLDER } : [value ?? null, DEEP_PLACEHOLDER];
  return JSON.stringify(body).replace(`"${DEEP_PLACEHOLDER}"`, deep);
}

const hasFile = (value: unknown) => value instanceof FilePart || (!!value && typeof value === 'object' && Object.values(value).some((field) => field instanceof FilePart || (Array.isArray(field) && field.some((item) => item instanceof FilePart))));

/** Fuzzed requests for one operation. */
export function requestArbitrary(operation: Operation, resolve: Resolve, files: fc.Arbitrary<FilePart>): fc.Arbitrary<FuzzRequest> {
  const params = operation.parameters.filter((parameter) => parameter.in === 'path');
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const writes = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  const body = operation.body ? arbitraryFor(operation.body.schema, resolve, files) : writes ? undocumentedBody(files) : fc.constant(undefined);
  return fc
    .record({
      params: fc.tuple(...params.map((parameter) => arbitraryFor(parameter.schema, resolve, files))),
      query: fc.tuple(...query.map((parameter) => fc.option(arbitraryFor(parameter.schema, resolve, files), { nil: undefined }))),
      body,
      broken: fc.integer({ min: 0, max: 6 }),
    })
    .map(({ params: values, query: queryValues, body: value, broken }) => {
      let url = operation.path;
      params.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodePathPart(asText(values[index])));
      });
      const search = new URLSearchParams();
      query.forEach((parameter, index) => {
        const queryValue = queryValues[index];
        if (queryValue !== undefined) search.append(parameter.name, asText(queryValue));
      });
      if (search.size > 0) url += `?${search.toString()}`;
      const request: FuzzRequest = { method: operation.method, url, headers: {}, files: 0 };
      const asMultipart = operation.body ? operation.body.contentType.startsWith('multipart/') : hasFile(value);
      if (asMultipart) {
        const built = multipartBody(value, broken);
        request.payload = built.payload;
        request.headers['content-type'] = built.contentType;
        request.files = built.files;
      } else if (operation.body || (writes && value !== undefined)) {
        request.payload = broken === 1 ? '{"unterminated": ' : broken === 2 ? deeplyNested(value) : (JSON.stringify(value) ?? 'null');
        request.headers['content-type'] = 'application/json';
      }
      return request;
    });
}
