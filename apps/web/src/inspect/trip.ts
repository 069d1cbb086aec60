/** The trip: route and bus chosen once, attached to every scan, with this trip's counters (kept in IndexedDB). */
import { idbDelete, idbGet, idbPut } from './store.ts';

export interface Trip {
  route_id: number | null;
  route_number: string | null;
  bus_number: string;
  started_at: string;
  scans: number;
  challans: number;
}

const TRIP_KEY = 'trip';

export const readTrip = (): Promise<Trip | undefined> => idbGet<Trip>('kv', TRIP_KEY);
export const saveTrip = (trip: Trip): Promise<void> => idbPut('kv', trip, TRIP_KEY);
export const endTrip = (): Promise<void> => idbDelete('kv', TRIP_KEY);

/** Adds one scan or challan to the trip's counters and answers the trip as stored. */
export async function countOnTrip(what: 'scans' | 'challans'): Promise<Trip | undefined> {
  const trip = await readTrip();
  if (!trip) return undefined;
  const next = { ...trip, [what]: trip[what] + 1 };
  await saveTrip(next);
  return next;
}
