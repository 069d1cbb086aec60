import { describe, expect, it } from 'vitest';
import { maskChanges } from './audit.ts';

describe('maskChanges', () => {
  it('keeps the first and last character of personal values, redacts secrets and keeps the rest, at any depth', () => {
    const changes = {
      before: { mobile: '9876543210', email: 'ab', pincode: '3', date_of_birth: null },
      after: { mobile: '9123456780', Email: 'asha@example.in', id_proof_last4: '1234', note: 'kept', count: 3 },
      password: 'Secret@123',
      resetToken: 'abc',
      documents: [{ email: 'in a list, kept' }],
    };
    expect(maskChanges(changes)).toEqual({
      before: { mobile: '9********0', email: '**', pincode: '*', date_of_birth: null },
      after: { mobile: '9********0', Email: 'a*************n', id_proof_last4: '1**4', note: 'kept', count: 3 },
      password: '[redacted]',
      resetToken: '[redacted]',
      documents: [{ email: 'in a list, kept' }],
    });
  });

  it('cuts by code point, so a character outside the Basic Multilingual Plane is never split', () => {
    expect(maskChanges({ address: '𝒜 12, Paldi 𝒵' })).toEqual({ address: `𝒜${'*'.repeat(11)}𝒵` });
    expect(maskChanges({ guardian_name: '𝒜𝒵' })).toEqual({ guardian_name: '**' });
    expect(maskChanges({ address: 'Paldi 𝒵' })).toEqual({ address: `P${'*'.repeat(5)}𝒵` });
  });

  it('masks the same key alike each time it meets it, and leaves inherited keys out', () => {
    const first = maskChanges({ mobile: '9876543210', city: 'Ahmedabad' });
    const second = maskChanges({ mobile: '9000000001', city: 'Surat' });
    expect([first, second]).toEqual([
      { mobile: '9********0', city: 'Ahmedabad' },
      { mobile: '9********1', city: 'Surat' },
    ]);
    const withInherited = Object.assign(Object.create({ email: 'inherited@example.in' }) as Record<string, unknown>, { note: 'own' });
    expect(maskChanges(withInherited)).toEqual({ note: 'own' });
  });
});
