/** The rows of a raw `db.execute(sql…)`: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
