import { describe, expect, it } from 'vitest';
import { adminUserFieldsSchema } from './admin-user-payloads.ts';

const base = { first_name: 'Asha', email: 'asha@example.org', role_ids: [1] };

describe('admin user mobile rule', () => {
  it('accepts a national or international number', () => {
    expect(adminUserFieldsSchema.safeParse({ ...base, mobile: '+91 98765 43210' }).success).toBe(true);
    expect(adminUserFieldsSchema.safeParse({ ...base, mobile: '9876543210' }).success).toBe(true);
  });

  it('refuses more characters than the column holds (20)', () => {
    const tooLong = `+${'9'.repeat(20)}`;
    expect(tooLong).toHaveLength(21);
    const result = adminUserFieldsSchema.safeParse({ ...base, mobile: tooLong });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid mobile number');
  });
});
