import { describe, expect, it } from 'vitest';
import { everyListRow } from './list-pages.ts';

const ROWS = Array.from({ length: 7 }, (_, index) => index + 1);

describe('everyListRow', () => {
  it('reads page after page until a page comes back short, keeping the order', async () => {
    const asked: number[] = [];
    const read = async (page: number, limit: number) => {
      asked.push(page);
      return ROWS.slice((page - 1) * limit, page * limit);
    };
    const rows: number[] = [];
    for await (const row of everyListRow(read, 3)) rows.push(row);
    expect(rows).toEqual(ROWS);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('reads one more page when the last one was exactly full', async () => {
    const asked: number[] = [];
    const read = async (page: number, limit: number) => {
      asked.push(page);
      return ROWS.slice(0, 6).slice((page - 1) * limit, page * limit);
    };
    const rows: number[] = [];
    for await (const row of everyListRow(read, 3)) rows.push(row);
    expect(rows).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual([1, 2, 3]);
  });
});
