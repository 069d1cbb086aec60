/**
 * Rows picked for a bulk action (delete several cards...). The picks are kept by key across pages,
 * searches and filters, so a user can gather rows from several pages; the bar always says how
 * many are picked. The screen clears them after a bulk action succeeds.
 */
import { useCallback, useMemo, useState } from 'react';

export interface RowSelection<T> {
  /** The picked rows, in the order they were picked. */
  rows: readonly T[];
  count: number;
  isSelected(row: T): boolean;
  toggle(row: T): void;
  /** Picks (or drops) several rows at once: the header checkbox does this for the page. */
  setMany(rows: readonly T[], selected: boolean): void;
  clear(): void;
}

export function useRowSelection<T>(rowKey: (row: T) => string | number): RowSelection<T> {
  const [picked, setPicked] = useState<ReadonlyMap<string | number, T>>(() => new Map());

  const setMany = useCallback(
    (rows: readonly T[], selected: boolean) =>
      setPicked((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (selected) next.set(rowKey(row), row);
          else next.delete(rowKey(row));
        }
        return next;
      }),
    [rowKey],
  );
  const toggle = useCallback(
    (row: T) =>
      setPicked((current) => {
        const next = new Map(current);
        const key = rowKey(row);
        if (next.has(key)) next.delete(key);
        else next.set(key, row);
        return next;
      }),
    [rowKey],
  );
  const clear = useCallback(() => setPicked(new Map()), []);

  return useMemo(
    () => ({ rows: [...picked.values()], count: picked.size, isSelected: (row: T) => picked.has(rowKey(row)), toggle, setMany, clear }),
    [picked, rowKey, toggle, setMany, clear],
  );
}
