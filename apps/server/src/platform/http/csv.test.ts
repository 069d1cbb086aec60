import { describe, expect, it } from 'vitest';
import { exportFileName } from './csv.ts';

describe('export file names', () => {
  it('carry the office date just after its midnight, when UTC still counts the day before', () => {
    // 00:05 on 28 November in India is 18:35 UTC on the 27th.
    const justAfterMidnight = new Date('2026-11-27T18:35:00Z');
    expect(exportFileName('card-scans', 'csv', 'Asia/Kolkata', justAfterMidnight)).toBe('card-scans-2026-11-28.csv');
    expect(exportFileName('cards', 'xlsx', 'Asia/Kolkata', justAfterMidnight)).toBe('cards-2026-11-28.xlsx');
    // A minute before the office's midnight it is still the 27th there.
    expect(exportFileName('card-scans', 'csv', 'Asia/Kolkata', new Date('2026-11-27T18:29:00Z'))).toBe('card-scans-2026-11-27.csv');
  });

  it('follow an office west of UTC too, whose evening is already the next day in UTC', () => {
    // 23:30 on 27 November in New York is 04:30 UTC on the 28th.
    expect(exportFileName('audit-trail', 'csv', 'America/New_York', new Date('2026-11-28T04:30:00Z'))).toBe('audit-trail-2026-11-27.csv');
  });
});
