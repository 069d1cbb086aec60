import { describe, expect, it } from 'vitest';
import { categoryInputSchema, categoryListQuerySchema } from './category.ts';
import { centerInputSchema } from './center.ts';
import { routeInputSchema } from './route.ts';

const category = { name: 'Student Monthly', code: 'stm', validity_days: 30, fee: 25000, renewal_fee: 23000 };

describe('master-data rules', () => {
  it('accepts a minimal category and fills the defaults, code in capitals', () => {
    expect(categoryInputSchema.parse(category)).toEqual({
      ...category,
      code: 'STM',
      description: '',
      min_age: null,
      max_age: null,
      route_scope: 'all_routes',
      required_documents: [],
      colour: '#8B0000',
      status: 'active',
    });
  });

  it('keeps money in whole, non-negative minor units and validity within 1–3650 days', () => {
    expect(categoryInputSchema.safeParse({ ...category, fee: 0 }).success).toBe(true);
    expect(categoryInputSchema.safeParse({ ...category, fee: 10_000_000 }).success).toBe(true);
    expect(categoryInputSchema.safeParse({ ...category, fee: 10_000_001 }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ ...category, fee: 99.5 }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ ...category, validity_days: 3650 }).success).toBe(true);
    expect(categoryInputSchema.safeParse({ ...category, validity_days: 3651 }).success).toBe(false);
  });

  it('allows an open age range but not a minimum above the maximum', () => {
    expect(categoryInputSchema.safeParse({ ...category, min_age: 60, max_age: null }).success).toBe(true);
    expect(categoryInputSchema.safeParse({ ...category, min_age: 25, max_age: 25 }).success).toBe(true);
    const inverted = categoryInputSchema.safeParse({ ...category, min_age: 26, max_age: 25 });
    expect(inverted.error?.issues[0]?.path).toEqual(['max_age']);
  });

  it('takes route numbers like 7U, 45S and 151/1, in capitals', () => {
    const route = { name: 'Lal Darwaja – Naroda', origin: 'Lal Darwaja', destination: 'Naroda', distance_km: 14.2 };
    for (const number of ['1', '7u', '45S', '151/1', 'A-12']) {
      expect(routeInputSchema.parse({ ...route, route_number: number }).route_number).toBe(number.toUpperCase());
    }
    for (const number of ['', '/1', '12 A', '12345678901']) expect(routeInputSchema.safeParse({ ...route, route_number: number }).success).toBe(false);
    expect(routeInputSchema.safeParse({ ...route, route_number: '1', distance_km: 14.25 }).success).toBe(false);
  });

  it('takes an empty or valid email and phone for a center', () => {
    expect(centerInputSchema.safeParse({ name: 'Vasna Depot', code: 'VSN' }).success).toBe(true);
    expect(centerInputSchema.safeParse({ name: 'Vasna Depot', code: 'VSN', email: 'vasna@example.com', phone: '+91 79 2660 4455' }).success).toBe(true);
    expect(centerInputSchema.safeParse({ name: 'Vasna Depot', code: 'VSN', email: 'vasna' }).success).toBe(false);
    expect(centerInputSchema.safeParse({ name: 'Vasna Depot', code: 'V' }).success).toBe(false);
  });

  it('builds the list query with defaults and refuses what is not allow-listed', () => {
    expect(categoryListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sort: 'name', order: 'asc' });
    expect(categoryListQuerySchema.parse({ page: '2', limit: '25', status: 'inactive' })).toMatchObject({ page: 2, limit: 25, status: 'inactive' });
    expect(categoryListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(categoryListQuerySchema.safeParse({ sort: 'id' }).error?.issues[0]?.message).toBe('sort: must be one of name, code, validity_days, fee, renewal_fee, status, created_at');
  });
});
