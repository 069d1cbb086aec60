import { describe, expect, it } from 'vitest';
import { periodReportInputSchema, periodReportQuerySchema } from './report.ts';

describe('report period', () => {
  it('refuses a from or to that is not a date with a field error, never a thrown RangeError (a 500 found by the fuzz test)', () => {
    for (const schema of [periodReportInputSchema, periodReportQuerySchema]) {
      for (const input of [{ from: 'a', to: '2026-01-01' }, { from: '2026-01-01', to: '\u0000' }, { from: '2026-00-01', to: '2026-01-01' }, { from: '2026-02-30', to: '2026-03-01' }]) {
        const result = schema.safeParse(input);
        expect(result.success, JSON.stringify(input)).toBe(false);
      }
    }
    expect(periodReportInputSchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
  });

  it('reads an empty or null center as every center, and still refuses a center that is not an id', () => {
    for (const center_id of ['', null, undefined]) expect(periodReportInputSchema.parse({ from: '2026-01-01', to: '2026-01-31', center_id }).center_id).toBeUndefined();
    expect(periodReportInputSchema.parse({ from: '2026-01-01', to: '2026-01-31', center_id: '4' }).center_id).toBe(4);
    expect(periodReportInputSchema.safeParse({ from: '2026-01-01', to: '2026-01-31', center_id: 'x' }).success).toBe(false);
  });
});
