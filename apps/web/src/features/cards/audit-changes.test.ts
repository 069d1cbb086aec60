import { describe, expect, it } from 'vitest';
import { describeChanges } from './AuditTrail.tsx';

describe('audit changes as lines', () => {
  it('shows before → after pairs, new values, and the rest', () => {
    expect(describeChanges({ before: { mobile: '9********5' }, after: { mobile: '9********9', city: 'Surat', email: '' }, documents: ['Aadhaar card.pdf'] })).toEqual([
      'mobile: 9********5 → 9********9',
      'city: Surat',
      'documents: Aadhaar card.pdf',
    ]);
    expect(describeChanges({ fee_paid: { before: 15000, after: 0 }, reason: 'Lost card' })).toEqual(['fee_paid: 15000 → 0', 'reason: Lost card']);
    expect(describeChanges(null)).toEqual([]);
  });
});
