import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app.ts';

describe('the log of a failed query', () => {
  it('keeps the statement and drops its parameters (hashes, emails, session ids)', async () => {
    const t = await createTestApp({ modules: [] });
    try {
      const secret = '$argon2id$v=19$m=19456,t=2,p=1$not-for-the-log';
      const failure = await t.services.db.execute(sql`select ${secret}::int`).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      t.app.log.error({ err: failure }, 'query failed');
      const line = JSON.stringify(t.logs.at(-1));
      expect(line).toContain('query failed');
      expect(line).toContain('select $1::int');
      expect(line).not.toContain('not-for-the-log');
    } finally {
      await t.close();
    }
  });
});
