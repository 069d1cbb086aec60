/**
 * The dashboard's spans, apart from its schema (dashboard.ts re-exports them) so that the panel's
 * dashboard, which links "expiring soon" to the card list with the same span, loads no zod
 * (docs/architecture.md "First load", step 9).
 */

/** How far ahead "expiring soon" looks, and how many days the trend shows. */
export const DASHBOARD_EXPIRING_DAYS = 7;
export const DASHBOARD_TREND_DAYS = 30;
