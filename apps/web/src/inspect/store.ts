/**
 * The inspector app's data on the phone (IndexedDB, survives closing the app and a restart):
 * - `kv`: the card keys, the blocklist's next `since`, the routes and offences, the trip;
 * - `blocklist`: card number → blocked | deleted;
 * - `outbox`: scans and challans not yet accepted by the server, sent in order by sync.ts;
 * - `challans`: this phone's challans, for their receipts (the number arrives with the sync).
 */

const DB_NAME = 'passdesk-inspect';
const DB_VERSION = 1;
export type StoreName = 'kv' | 'blocklist' | 'outbox' | 'challans';

let opening: Promise<IDBDatabase> | undefined;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('kv');
      db.createObjectStore('blocklist');
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('created_at', 'created_at');
      db.createObjectStore('challans', { keyPath: 'client_challan_id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB did not open'));
    };
  });
  return opening;
}

/** Runs `work` in one transaction and resolves once it has committed (so nothing is half-written). */
export async function transact<T>(stores: StoreName[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
  const db = await database();
  const tx = db.transaction(stores, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await work(tx);
  await done;
  return result;
}

export const idbGet = <T>(store: StoreName, key: IDBValidKey): Promise<T | undefined> =>
  transact([store], 'readonly', (tx) => promised(tx.objectStore(store).get(key)) as Promise<T | undefined>);

export const idbGetAll = <T>(store: StoreName): Promise<T[]> => transact([store], 'readonly', (tx) => promised(tx.objectStore(store).getAll()) as Promise<T[]>);

export const idbCount = (store: StoreName): Promise<number> => transact([store], 'readonly', (tx) => promised(tx.objectStore(store).count()));

/** Puts a value (with `key` for stores without a key path). */
export const idbPut = (store: StoreName, value: unknown, key?: IDBValidKey): Promise<void> =>
  transact([store], 'readwrite', async (tx) => {
    await promised(tx.objectStore(store).put(value, key));
  });

export const idbDelete = (store: StoreName, key: IDBValidKey): Promise<void> =>
  transact([store], 'readwrite', async (tx) => {
    await promised(tx.objectStore(store).delete(key));
  });

/** Writes in one transaction: every put and delete lands, or none. */
export function idbBatch(store: StoreName, puts: ReadonlyArray<{ key?: IDBValidKey; value: unknown }>, deletes: readonly IDBValidKey[] = []): Promise<void> {
  return transact([store], 'readwrite', (tx) => {
    const objects = tx.objectStore(store);
    for (const key of deletes) objects.delete(key);
    for (const put of puts) objects.put(put.value, put.key);
  });
}

/** Forgets everything (sign-out with nothing waiting). */
export async function idbClear(stores: StoreName[]): Promise<void> {
  await transact(stores, 'readwrite', (tx) => {
    for (const store of stores) tx.objectStore(store).clear();
  });
}
