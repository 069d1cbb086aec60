/** GET dashboard/cards (docs/domain.md "Reports and dashboard"): every figure of the dashboard in one answer. */
import { z } from 'zod';
import { SCAN_RESULTS } from '../scans/scan.ts';

export { DASHBOARD_EXPIRING_DAYS, DASHBOARD_TREND_DAYS } from './dashboard-days.ts';

export const dashboardSchema = z.object({
  /** The day the figures are for, in the configured time zone. */
  today: z.string(),
  time_zone: z.string(),
  cards: z.object({
    /** Live cards (deleted ones are in no figure). */
    total: z.number().int(),
    active: z.number().int(),
    expired: z.number().int(),
    blocked: z.number().int(),
    /** Active cards whose last valid day is today or in the next 7 days. */
    expiring_soon: z.number().int(),
    issued_today: z.number().int(),
    renewed_this_month: z.number().int(),
  }),
  by_category: z.array(
    z.object({ category_id: z.number().int(), name: z.string(), total: z.number().int(), active: z.number().int(), expired: z.number().int(), blocked: z.number().int() }),
  ),
  /** Web applications waiting for review. */
  pending_applications: z.number().int(),
  scans_today: z.array(z.object({ result: z.enum(SCAN_RESULTS), count: z.number().int() })),
  /** One entry per day, oldest first, the last one today. */
  trend: z.array(z.object({ date: z.string(), issued: z.number().int(), renewed: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
