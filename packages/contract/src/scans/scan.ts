/**
 * Card scans and challans (docs/api.md "Mobile App Management"): what the inspector app sends and
 * gets back, the blocklist it syncs, and the panel's Card Scan list.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/ids.ts';
import { dayFilter, enumFilter, listQuerySchemaFor, textFilter } from '../http/list-query.ts';
import { CARD_SCAN_SORTS } from '../http/list-sorts.ts';
import { SCAN_RESULTS } from './scan-results.ts';

export { CARD_SCAN_SORTS } from '../http/list-sorts.ts';
export { SCAN_RESULTS, type ScanResult } from './scan-results.ts';
export const SCAN_MODES = ['online', 'offline'] as const;
export const PAYMENT_MODES = ['cash', 'upi', 'card', 'unpaid'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Most scans one request may carry (a day offline on a busy route). */
export const MAX_SCANS_PER_BATCH = 500;

export const SCAN_MESSAGES = {
  cardOrQr: 'Send the card number as read, or the QR text',
  scanNotFound: 'No scan with this client_scan_id: send the scan before its challan',
  challanForValid: 'A challan is for a failed check; this scan’s card was valid',
  scanHasChallan: 'This scan already has a challan',
  future: 'scanned_at is more than a day ahead of the server’s clock',
  chooseOffence: 'Choose an offence from the list',
  offenceNotInUse: 'This offence is no longer in use: choose another one',
} as const;

const uuid = (name: string) => z.uuid(`${name} must be a UUID made on the device`);

export const scanInputSchema = z
  .object({
    /** Made on the device; sending the same scan again records it once and answers the same. */
    client_scan_id: uuid('client_scan_id'),
    /** The card number as read (typed, or from the QR). */
    card_number: z.string().trim().min(1, 'card_number is empty').max(40, 'card_number is at most 40 characters').optional(),
    /** The QR text as scanned; its signature is checked again on the server. */
    qr: z.string().trim().max(400, 'qr is at most 400 characters').optional(),
    /** Device time of the scan, ISO 8601 with an offset. */
    scanned_at: z.iso.datetime({ offset: true, error: 'scanned_at must be an ISO 8601 time such as 2026-11-23T10:15:00+05:30' }),
    mode: z.enum(SCAN_MODES, { error: 'mode must be online or offline' }).default('online'),
    route_id: idSchema('route_id').nullish(),
    bus_number: z.string().trim().max(20, 'bus_number is at most 20 characters').nullish(),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
  })
  .refine((scan) => scan.card_number !== undefined || scan.qr !== undefined, { message: SCAN_MESSAGES.cardOrQr, path: ['card_number'] })
  .refine((scan) => Date.parse(scan.scanned_at) <= Date.now() + 24 * 3600_000, { message: SCAN_MESSAGES.future, path: ['scanned_at'] });
export type ScanInput = z.output<typeof scanInputSchema>;

/** POST /api/v1/mobile/scans: one scan or a batch made offline (1 to 500). */
export const scanBatchSchema = z.object({
  scans: z.array(scanInputSchema, { error: 'scans must be a list' }).min(1, 'scans must hold at least one scan').max(MAX_SCANS_PER_BATCH, `scans holds at most ${MAX_SCANS_PER_BATCH} scans`),
});
export type ScanBatch = z.output<typeof scanBatchSchema>;

export const scannedCardSchema = z.object({
  id: z.number().int(),
  holder_name: z.string(),
  category_name: z.string(),
  /** The card's route; null for an all-routes category. */
  route_number: z.string().nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.enum(['active', 'blocked']),
  /** For the face check; null when the card has no photo. */
  photo_url: z.string().nullable(),
});

export const challanSchema = z.object({
  id: z.number().int(),
  challan_number: z.string(),
  client_challan_id: z.string(),
  offence: z.string(),
  penalty_amount: z.number().int(),
  payment_mode: z.enum(PAYMENT_MODES),
  remarks: z.string(),
  created_at: z.string(),
});
export type Challan = z.infer<typeof challanSchema>;

export const scanVerdictSchema = z.object({
  client_scan_id: z.string(),
  scan_id: z.number().int(),
  result: z.enum(SCAN_RESULTS),
  card_number: z.string(),
  received_at: z.string(),
  /** True when this scan had been recorded before (a resend): the answer is the first one's. */
  duplicate: z.boolean(),
  card: scannedCardSchema.nullable(),
});
export type ScanVerdict = z.infer<typeof scanVerdictSchema>;

export const scanBatchResultSchema = z.object({ results: z.array(scanVerdictSchema) });

/** POST /api/v1/mobile/challans. */
export const challanInputSchema = z
  .object({
    /** Made on the device, like a scan's: resending records the challan once. */
    client_challan_id: uuid('client_challan_id'),
    /** The scan the fine is for. */
    client_scan_id: uuid('client_scan_id'),
    /** The offence's code, from GET /api/v1/mobile/options; the server takes the penalty from the offence table. */
    offence_code: z.string({ error: SCAN_MESSAGES.chooseOffence }).trim().toLowerCase().max(40, SCAN_MESSAGES.chooseOffence).optional(),
    /**
     * Apps that predate offence codes send the offence's text as listed instead; it names the
     * offence the same way. A `penalty_amount` they send is not read: the penalty is the offence's.
     */
    offence: z.string({ error: SCAN_MESSAGES.chooseOffence }).trim().max(200, SCAN_MESSAGES.chooseOffence).optional(),
    payment_mode: z.enum(PAYMENT_MODES, { error: `payment_mode must be one of ${PAYMENT_MODES.join(', ')}` }),
    remarks: z.string().trim().max(500, 'remarks is at most 500 characters').default(''),
  })
  .refine((challan) => Boolean(challan.offence_code || challan.offence), { message: SCAN_MESSAGES.chooseOffence, path: ['offence_code'] });
export type ChallanInput = z.output<typeof challanInputSchema>;

export const challanResultSchema = challanSchema.extend({ scan_id: z.number().int(), duplicate: z.boolean() });

export const inspectorOptionsSchema = z.object({
  /** Active routes, for the trip. */
  routes: z.array(z.object({ id: z.number().int(), route_number: z.string(), name: z.string() })),
  /** The active offences of the offence table: `offence` is the text printed on the challan, `code` the key of its translation in the app. */
  offences: z.array(z.object({ code: z.string(), offence: z.string(), penalty_amount: z.number().int() })),
  payment_modes: z.array(z.enum(PAYMENT_MODES)),
});
export type InspectorOptions = z.infer<typeof inspectorOptionsSchema>;

/** GET /api/v1/mobile/blocklist?since=: what changed since the last sync. */
export const blocklistQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 time (the next_since of the last answer)' }).optional(),
});
export const blocklistSchema = z.object({
  /** Card numbers to refuse: blocked or deleted now (every one when `since` is left out). */
  blocked: z.array(z.object({ card_number: z.string(), reason: z.enum(['blocked', 'deleted']), changed_at: z.string() })),
  /** Card numbers to take off the list: unblocked or restored since `since`. */
  unblocked: z.array(z.object({ card_number: z.string(), changed_at: z.string() })),
  server_time: z.string(),
  /** Send this as `since` next time (a minute before server_time, so a change committing late is not missed). */
  next_since: z.string(),
});
export type Blocklist = z.infer<typeof blocklistSchema>;

/** A row of the panel's Card Scan list. */
export const cardScanSchema = z.object({
  id: z.number().int(),
  client_scan_id: z.string(),
  card_id: z.number().int().nullable(),
  card_number: z.string(),
  holder_name: z.string().nullable(),
  result: z.enum(SCAN_RESULTS),
  scanned_at: z.string(),
  received_at: z.string(),
  mode: z.enum(SCAN_MODES),
  mobile_user_id: z.number().int(),
  inspector_name: z.string(),
  employee_code: z.string(),
  route_id: z.number().int().nullable(),
  route_number: z.string().nullable(),
  bus_number: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  challan: challanSchema.nullable(),
});
export type CardScan = z.infer<typeof cardScanSchema>;

export const cardScanListQuerySchema = listQuerySchemaFor({
  sort: CARD_SCAN_SORTS,
  defaultSort: 'scanned_at',
  defaultOrder: 'desc',
  filters: {
    result: enumFilter('result', SCAN_RESULTS),
    /** Scan day from / to, inclusive, in the server's time zone. */
    from: dayFilter('from'),
    to: dayFilter('to'),
    mobile_user_id: idParamSchema('mobile_user_id').optional(),
    route_id: idParamSchema('route_id').optional(),
    card_number: textFilter('card_number', 40),
    has_challan: enumFilter('has_challan', ['yes', 'no']),
  },
});
export type CardScanListQuery = z.output<typeof cardScanListQuerySchema>;

/** The Card Scan screen's filter choices. */
export const cardScanOptionsSchema = z.object({
  inspectors: z.array(z.object({ id: z.number().int(), name: z.string(), employee_code: z.string() })),
  routes: z.array(z.object({ id: z.number().int(), route_number: z.string(), name: z.string() })),
});
