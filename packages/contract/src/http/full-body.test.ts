import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { missingFieldPaths, missingFields } from './full-body.ts';

describe('missingFields (PUT bodies)', () => {
  it('names every field left out; null and empty values count as sent', () => {
    expect(missingFields(['name', 'status', 'roles'], { name: 'A' })).toEqual(['status', 'roles']);
    expect(missingFields(['name', 'status'], { name: '', status: null })).toEqual([]);
  });

  it('leaves bodies that are not objects to the schema, and does not count inherited keys', () => {
    expect(missingFields(['name'], null)).toEqual([]);
    expect(missingFields(['name'], ['name'])).toEqual([]);
    expect(missingFields(['constructor'], {})).toEqual(['constructor']);
  });
});

describe('missingFieldPaths (PUT bodies, nested)', () => {
  const flags = z.object({ read: z.boolean().default(false), delete: z.boolean().default(false) });
  const schema = z.object({ name: z.string(), permissions: z.record(z.string(), flags).default({}), rows: z.array(flags).optional() });

  it('names keys left out inside records and arrays by their dotted path, defaults or not', () => {
    expect(missingFieldPaths(schema, { name: 'A', permissions: { Dashboard: { read: true } }, rows: [{ read: true, delete: false }, {}] })).toEqual([
      'permissions.Dashboard.delete',
      'rows.1.read',
      'rows.1.delete',
    ]);
    expect(missingFieldPaths(schema, { permissions: {} })).toEqual(['name', 'rows']);
  });

  it('leaves values of the wrong type to the schema', () => {
    expect(missingFieldPaths(schema, { name: 'A', permissions: { Dashboard: true }, rows: 'x' })).toEqual([]);
    expect(missingFieldPaths(schema, null)).toEqual([]);
  });
});
