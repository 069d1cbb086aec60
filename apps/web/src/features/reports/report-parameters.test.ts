import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-parameters.ts';
import { anyPending } from './reports-api.ts';

describe('report runs', () => {
  it('names a workbook by its type and parameters', () => {
    expect(reportFileName('daily', { date: '2026-11-24' })).toBe('daily-report-2026-11-24.xlsx');
    expect(reportFileName('center', { from: '2026-11-01', to: '2026-11-24', center_id: 3 })).toBe('center-report-2026-11-01_2026-11-24-center-3.xlsx');
    expect(reportFileName('overall', { from: '2026-01-01', to: '2026-12-31' })).toBe('overall-report-2026-01-01_2026-12-31.xlsx');
  });

  it('keeps asking while any run is queued or running, and stops once all have finished', () => {
    expect(anyPending([{ status: 'done' }, { status: 'queued' }])).toBe(true);
    expect(anyPending([{ status: 'running' }])).toBe(true);
    expect(anyPending([{ status: 'done' }, { status: 'failed' }])).toBe(false);
    expect(anyPending(undefined)).toBe(false);
  });
});
