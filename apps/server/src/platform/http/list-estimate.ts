/**
 * A list's total as the planner estimates it: `EXPLAIN (FORMAT JSON)` of its `select count(*)`
 * (no row is read), the rows under the count's aggregates and what the planner expects counting
 * them to cost.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../database/database.ts';

/** A node of `EXPLAIN (FORMAT JSON)`: what the estimate reads. */
export interface PlanNode {
  'Node Type'?: string;
  'Plan Rows'?: number;
  /** The planner's cost of the node and all under it, in its units (a page read in sequence is 1). */
  'Total Cost'?: number;
  'Workers Planned'?: number;
  Plans?: PlanNode[];
}

/**
 * The rows a `count(*)` plan counts: the estimate of the node under its aggregates. In a parallel
 * plan (Finalize Aggregate → Gather → Partial Aggregate → Parallel Seq Scan) the Gather's own rows
 * are the partial counts (2 or 3) and the scan's are per process, so the scan's estimate is scaled
 * by PostgreSQL's parallel divisor (workers, plus the leader's share of 1 − 0.3 × workers).
 */
export function countedRows(plan: PlanNode | undefined): number {
  let node = plan;
  let divisor = 1;
  while (node && node.Plans?.[0] && (node['Node Type'] === 'Aggregate' || node['Node Type'] === 'Gather' || node['Node Type'] === 'Gather Merge')) {
    if (node['Node Type'] !== 'Aggregate') {
      const workers = node['Workers Planned'] ?? 0;
      divisor = workers + Math.max(0, 1 - 0.3 * workers);
    }
    node = node.Plans[0];
  }
  return Math.round((node?.['Plan Rows'] ?? 0) * divisor);
}

/** What the planner expects of a list's count: the rows it would count and the cost of counting them. */
export interface CountEstimate {
  rows: number;
  cost: number;
}

/** The count's estimate from the one cell EXPLAIN (FORMAT JSON) answers (JSON text or already parsed, by driver). */
export function explainedCount(cell: unknown): CountEstimate {
  const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
  return { rows: countedRows(explained?.Plan), cost: explained?.Plan?.['Total Cost'] ?? 0 };
}

/** The planner's estimate of a count (no row is read). */
export async function estimateCount(db: DbOrTx, counted: SQLWrapper): Promise<CountEstimate> {
  const result = await db.execute(sql`explain (format json) ${counted}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
  return explainedCount(Object.values(rows[0] ?? {})[0]);
}
