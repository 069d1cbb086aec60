/**
 * What a card scan can find, and the four kinds staff tell apart at a glance (docs/panel.md "Scan
 * results"). Every screen that colours a result — the dashboard's chart and its legend, the Card
 * Scan list, the inspector's verdict — colours it by its kind. Zod-free, so a chart loads it cheaply.
 */
export const SCAN_RESULTS = ['valid', 'expired', 'not_yet_valid', 'blocked', 'deleted', 'not_found', 'bad_signature'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const SCAN_RESULT_KINDS = ['valid', 'expired', 'blocked', 'invalid'] as const;
export type ScanResultKind = (typeof SCAN_RESULT_KINDS)[number];

/** Outside its dates is "expired"; withdrawn by the office is "blocked"; not a card of ours is "invalid". */
export const SCAN_RESULT_KIND: Record<ScanResult, ScanResultKind> = {
  valid: 'valid',
  expired: 'expired',
  not_yet_valid: 'expired',
  blocked: 'blocked',
  deleted: 'blocked',
  not_found: 'invalid',
  bad_signature: 'invalid',
};
