/**
 * Example values for the OpenAPI document, made from the JSON schemas the routes already have,
 * so every operation shows a plausible request and answer without each route writing one.
 * Field names pick realistic values ("employee_code" → "INS-0042"); a value must still satisfy
 * its schema (enum, format, pattern, lengths, bounds), and one that cannot is left out.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

/** Values by field name, tried before generic ones (each is still checked against the schema). */
const BY_NAME: Record<string, unknown> = {
  message: 'Done',
  name: 'Ravi Patel',
  first_name: 'Ravi',
  last_name: 'Patel',
  email: 'ravi.patel@passdesk.example',
  mobile: '9876543210',
  phone: '079 2550 7710',
  password: 'Secret@123',
  new_password: 'Secret@123',
  old_password: 'Current@123',
  employee_code: 'INS-0042',
  login: 'INS-0042',
  code: 'MNR',
  route_number: '7U',
  colour: '#8B0000',
  version_name: '1.4.0',
  version_code: 14,
  card_number: 'PD-2026-000123',
  challan_number: 'INS-0042-000001',
  bus_number: 'GJ01AB1234',
  sha256: 'a3f1c9e07b5d2e4f6a8b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIuLi4ifQ.signature',
  otp: '482913',
  search: 'patel',
  sort: 'name',
  order: 'asc',
  page: 1,
  limit: 10,
  total: 1,
  id: 1,
  latitude: 23.0225,
  longitude: 72.5714,
  city: 'Ahmedabad',
  origin: 'Lal Darwaja',
  destination: 'Naroda',
  offence: 'Travelling without a pass',
  offence_code: 'no_pass',
  penalty_amount: 50000,
  fee: 15000,
  renewal_fee: 12000,
  validity_days: 30,
  distance_km: 12.5,
  device: 'Redmi Note 12, app 1.4.0',
  user_agent: 'PassDesk Inspector 1.4.0 (Android 14)',
  ip: '203.0.113.9',
  download_url: '/api/v1/mobile/apk/latest/download',
};

const BY_FORMAT: Record<string, string> = {
  'date-time': '2026-11-23T10:15:00.000Z',
  date: '2026-11-23',
  email: 'ravi.patel@passdesk.example',
  uuid: '3f2c1a9e-8b7d-4c6e-9f01-2a3b4c5d6e7f',
  uri: 'https://passdesk.example/item',
  binary: '<binary>',
};

const GENERIC_STRINGS = ['Sample', 'sample', 'ABC', 'A1', 'abc', '1', '1.0', 'sample-1'];

function matches(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

function stringFits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return matches(schema.pattern, value);
}

function numberFits(schema: JsonSchema, value: number, integer: boolean): boolean {
  if (integer && !Number.isInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return false;
  // OpenAPI 3.0 writes "greater than" as a boolean beside `minimum`.
  if (schema.exclusiveMinimum === true && schema.minimum !== undefined && value <= schema.minimum) return false;
  return true;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

const NONE = Symbol('no example');
type Sample = unknown;

export interface Resolver {
  (ref: string): JsonSchema | undefined;
}

/** An example satisfying `schema`, or `NONE` when none could be made. */
function sampleOf(schema: JsonSchema, name: string | undefined, resolve: Resolver, depth: number): Sample | typeof NONE {
  if (depth > 12) return NONE;
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? sampleOf(target, name, resolve, depth + 1) : NONE;
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    for (const choice of choices) {
      if (choice.type === 'null') continue;
      const value = sampleOf(choice, name, resolve, depth + 1);
      if (value !== NONE) return value;
    }
    return choices.some((choice) => choice.type === 'null') ? null : NONE;
  }
  if (schema.allOf) {
    const merged: Record<string, unknown> = {};
    for (const part of schema.allOf) {
      const value = sampleOf(part, name, resolve, depth + 1);
      if (value === NONE || typeof value !== 'object' || value === null) return value;
      Object.assign(merged, value);
    }
    return merged;
  }
  const named = name === undefined ? undefined : BY_NAME[name];
  switch (typeOf(schema)) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const value = sampleOf(property, key, resolve, depth + 1);
        if (value !== NONE) result[key] = value;
        else if (schema.required?.includes(key)) return NONE;
      }
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        const value = sampleOf(schema.additionalProperties, undefined, resolve, depth + 1);
        if (value !== NONE) result[PERMISSION.mobileAppManagement] = value;
      }
      return result;
    }
    case 'array': {
      const item = schema.items ? sampleOf(schema.items, name, resolve, depth + 1) : NONE;
      if (item === NONE) return (schema.minItems ?? 0) > 0 ? NONE : [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string': {
      const candidates = [named, schema.format ? BY_FORMAT[schema.format] : undefined, schema.default, ...GENERIC_STRINGS].filter((value): value is string => typeof value === 'string');
      return candidates.find((candidate) => stringFits(schema, candidate)) ?? NONE;
    }
    case 'integer':
    case 'number': {
      const integer = typeOf(schema) === 'integer';
      const candidates = [named, schema.default, schema.minimum, 1, 0].filter((value): value is number => typeof value === 'number');
      return candidates.find((candidate) => numberFits(schema, candidate, integer)) ?? NONE;
    }
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : true;
    case 'null':
      return null;
    default:
      return NONE;
  }
}

export function exampleFor(schema: JsonSchema, resolve: Resolver): { value: unknown } | undefined {
  const value = sampleOf(schema, undefined, resolve, 0);
  return value === NONE ? undefined : { value };
}
