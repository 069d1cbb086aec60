/**
 * Rows as Drizzle's select gives them, from a statement's arrays of values: for statements run
 * outside the select builder (statement-cache.ts). The selection's columns are read in the order
 * Drizzle selects them (the selection object's own order, nested objects in place), each value
 * decoded by its column as Drizzle decodes it. Nested objects must come from inner joins: a
 * left-joined table's columns are selected flat (Drizzle would turn an all-null nested object into
 * null; this does not).
 */
import { Column, is } from 'drizzle-orm';

/** A select's columns: each a column, or an object of columns (nested in the row). */
export interface ColumnSelection {
  [name: string]: Column | ColumnSelection;
}

interface Field {
  path: string[];
  column: Column;
}

function fieldsOf(selection: ColumnSelection, prefix: string[]): Field[] {
  return Object.entries(selection).flatMap(([name, field]) => (is(field, Column) ? [{ path: [...prefix, name], column: field }] : fieldsOf(field, [...prefix, name])));
}

/** A function turning one row of values (in the selection's order) into the row object Drizzle would give. */
export function selectionRows<Row>(selection: ColumnSelection): (values: unknown[]) => Row {
  const fields = fieldsOf(selection, []);
  return (values) => {
    const row: Record<string, unknown> = {};
    fields.forEach(({ path, column }, index) => {
      let node = row;
      for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      const value = values[index];
      node[path[path.length - 1] as string] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    });
    return row as Row;
  };
}
