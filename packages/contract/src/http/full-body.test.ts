import { describe, expect, it } from 'vitest';
import { missingFields } from './full-body.ts';

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
