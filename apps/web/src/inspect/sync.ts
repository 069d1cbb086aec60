/**
 * Everything the inspector app exchanges with the server, in the background:
 * - the reference data it needs offline: card keys, the blocklist (`since` the last answer), the
 *   routes and offences — kept in IndexedDB (store.ts);
 * - the outbox: each scan and challan is written there first, then sent — scans in batches of up
 *   to 100 through `POST /api/v1/mobile/scans`, then challans one by one (a challan needs its
 *   scan). An item leaves the outbox only once the server has answered for it; a resend of
 *   something the server already has is answered as a duplicate, so nothing is recorded twice.
 */
import { CARD_QR_VERSION, type CardQrKeys } from '@passdesk/contract/cards/card-qr';
import { MOBILE_CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { SCAN_APP_PATHS } from '@passdesk/contract/scans/scans-paths';
import type { Blocklist, Challan, ChallanInput, InspectorOptions, ScanInput, ScanVerdict } from '@passdesk/contract/scans/scan';
import { ApiError } from '../lib/api.ts';
import { mobileCall, type InspectorSession } from './mobile-api.ts';
import { KEYS_KEY } from './offline-check.ts';
import { idbBatch, idbGet, idbGetAll, idbPut, transact } from './store.ts';

export const OPTIONS_KEY = 'options';
const BLOCKLIST_SINCE_KEY = 'blocklist-since';
const SCANS_PER_REQUEST = 100;

interface OutboxBase {
  id: string;
  inspector_id: number;
  created_at: string;
  /** Set when the server refused the item for good (it stays, shown, never silently dropped). */
  rejected?: string;
}
export interface OutboxScan extends OutboxBase {
  kind: 'scan';
  body: ScanInput;
}
export interface OutboxChallan extends OutboxBase {
  kind: 'challan';
  body: ChallanInput;
}
export type OutboxItem = OutboxScan | OutboxChallan;

/** A challan as this phone keeps it for its receipt. */
export interface LocalChallan extends ChallanInput {
  /** The offence's text and penalty as the phone listed them; the server's replace them once it answers. */
  offence: string;
  penalty_amount: number;
  card_number: string;
  created_at: string;
  route_number: string | null;
  bus_number: string | null;
  challan_number: string | null;
}

export interface SyncListener {
  onScanVerdicts?(verdicts: ScanVerdict[]): void;
  onChallan?(challan: LocalChallan): void;
  onSessionEnded?(): void;
  onChanged?(): void;
}

const listeners = new Set<SyncListener>();
export function listen(listener: SyncListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const tell = (call: (listener: SyncListener) => void) => listeners.forEach(call);

/** Puts a scan (and with it, optionally, nothing else) in the outbox; resolves once stored. */
export async function queueScan(session: InspectorSession, body: ScanInput): Promise<void> {
  const item: OutboxScan = { id: body.client_scan_id, kind: 'scan', inspector_id: session.inspector.id, created_at: new Date().toISOString(), body };
  await idbPut('outbox', item);
  tell((listener) => listener.onChanged?.());
}

/** Puts a challan in the outbox and keeps it for its receipt, in one transaction. */
export async function queueChallan(session: InspectorSession, challan: LocalChallan): Promise<void> {
  // The server names the offence by its code and takes the penalty from its own table.
  const { card_number: _card, created_at: _at, route_number: _route, bus_number: _bus, challan_number: _number, offence: _offence, penalty_amount: _penalty, ...body } = challan;
  const item: OutboxChallan = { id: body.client_challan_id, kind: 'challan', inspector_id: session.inspector.id, created_at: new Date().toISOString(), body };
  await transact(['outbox', 'challans'], 'readwrite', (tx) => {
    tx.objectStore('outbox').put(item);
    tx.objectStore('challans').put(challan);
  });
  tell((listener) => listener.onChanged?.());
}

export async function outboxOf(inspectorId: number): Promise<OutboxItem[]> {
  const items = await idbGetAll<OutboxItem>('outbox');
  return items.filter((item) => item.inspector_id === inspectorId).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

function isOffline(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429);
}

async function sendScans(session: InspectorSession, items: OutboxScan[]): Promise<void> {
  try {
    const { results } = await mobileCall<{ results: ScanVerdict[] }>(SCAN_APP_PATHS.scans, { method: 'POST', token: session.token, body: { scans: items.map((item) => item.body) } });
    await idbBatch('outbox', [], items.map((item) => item.id));
    tell((listener) => listener.onScanVerdicts?.(results));
  } catch (error) {
    if (!(error instanceof ApiError) || isOffline(error) || error.status === 401) throw error;
    // A refused batch names its bad items (`scans.3.scanned_at`): set those aside, send the rest again.
    const bad = new Set(Object.keys(error.errors ?? {}).map((key) => Number(/^scans\.(\d+)\./.exec(key)?.[1] ?? -1)));
    const rejected = items.filter((_item, index) => bad.has(index) || bad.size === 0 || bad.has(-1));
    await idbBatch('outbox', rejected.map((item) => ({ value: { ...item, rejected: error.message } })));
  }
}

async function sendChallan(session: InspectorSession, item: OutboxChallan): Promise<void> {
  try {
    const challan = await mobileCall<Challan>(SCAN_APP_PATHS.challans, { method: 'POST', token: session.token, body: item.body });
    const kept = await idbGet<LocalChallan>('challans', item.id);
    const updated = kept ? { ...kept, challan_number: challan.challan_number, offence: challan.offence, penalty_amount: challan.penalty_amount } : undefined;
    await transact(['outbox', 'challans'], 'readwrite', (tx) => {
      tx.objectStore('outbox').delete(item.id);
      if (updated) tx.objectStore('challans').put(updated);
    });
    if (updated) tell((listener) => listener.onChallan?.(updated));
  } catch (error) {
    // 404: its scan is not on the server yet (it is still in the outbox): try again next time.
    if (!(error instanceof ApiError) || isOffline(error) || error.status === 401 || error.status === 404) throw error;
    await idbPut('outbox', { ...item, rejected: error.message });
  }
}

async function flush(session: InspectorSession): Promise<void> {
  for (;;) {
    const waiting = (await outboxOf(session.inspector.id)).filter((item) => !item.rejected);
    const scans = waiting.filter((item): item is OutboxScan => item.kind === 'scan').slice(0, SCANS_PER_REQUEST);
    if (scans.length > 0) {
      await sendScans(session, scans);
      continue;
    }
    const challan = waiting.find((item): item is OutboxChallan => item.kind === 'challan');
    if (!challan) return;
    await sendChallan(session, challan);
  }
}

/** Card keys, blocklist changes, routes and offences. */
async function refreshReference(session: InspectorSession): Promise<void> {
  const keys = await mobileCall<CardQrKeys>(MOBILE_CARD_PATHS.keys);
  if (keys.format === CARD_QR_VERSION) await idbPut('kv', keys, KEYS_KEY);
  const since = await idbGet<string>('kv', BLOCKLIST_SINCE_KEY);
  const changes = await mobileCall<Blocklist>(`${SCAN_APP_PATHS.blocklist}${since ? `?since=${encodeURIComponent(since)}` : ''}`, { token: session.token });
  await transact(['blocklist', 'kv'], 'readwrite', (tx) => {
    const list = tx.objectStore('blocklist');
    if (!since) list.clear();
    for (const entry of changes.unblocked) list.delete(entry.card_number);
    for (const entry of changes.blocked) list.put(entry.reason, entry.card_number);
    tx.objectStore('kv').put(changes.next_since, BLOCKLIST_SINCE_KEY);
  });
  await idbPut('kv', await mobileCall<InspectorOptions>(SCAN_APP_PATHS.options, { token: session.token }), OPTIONS_KEY);
}

let running: Promise<boolean> | undefined;
/** Something was queued while a run was under way: send it straight after. */
let again = false;

/**
 * Sends what waits and refreshes the reference data; one run at a time. Resolves true when the
 * server was reached. A 401 (session revoked or expired) ends the session; the outbox stays.
 */
export function syncNow(session: InspectorSession, options: { reference?: boolean } = {}): Promise<boolean> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      await flush(session);
      if (options.reference !== false) await refreshReference(session);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) tell((listener) => listener.onSessionEnded?.());
      return false;
    } finally {
      running = undefined;
      tell((listener) => listener.onChanged?.());
      if (again) {
        again = false;
        void syncNow(session, { reference: false });
      }
    }
  })();
  return running;
}
