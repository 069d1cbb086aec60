import type { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';

/**
 * Runs `read` while a transaction on `client` holds an uncommitted `write`, and checks that the
 * read waited for that transaction (rolled back) instead of reading inside it; gives what it read.
 */
export async function readWhileTransactionOpen<T>(client: PGlite, write: string, read: () => Promise<T>): Promise<T> {
  let rollBack = () => undefined as void;
  const gate = new Promise<void>((resolve) => (rollBack = resolve));
  const transaction = client.transaction(async (tx) => {
    await tx.query(write);
    await gate;
    await tx.rollback();
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  let done = false;
  const reading = read().then((result) => {
    done = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done).toBe(false);
  rollBack();
  await transaction;
  return reading;
}
