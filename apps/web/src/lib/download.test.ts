import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('file name from Content-Disposition', () => {
  it('reads the plain and the UTF-8 forms', () => {
    expect(filenameFromDisposition('attachment; filename="cards-2026-11-23.xlsx"')).toBe('cards-2026-11-23.xlsx');
    expect(filenameFromDisposition('attachment; filename=cards.xlsx')).toBe('cards.xlsx');
    expect(filenameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%95%E0%A4%BE%E0%A4%B0%E0%A5%8D%E0%A4%A1.pdf`)).toBe('कार्ड.pdf');
  });

  it('gives null when there is no name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});
