import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database/database.ts';
import { migrate } from '../../platform/database/migrate.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { openMigratedTestDatabase } from '../../test/test-database.ts';
import { adminUsers } from './access.schema.ts';
import { ensureFirstAdmin, ensureSystemPermissions } from './first-admin.ts';

describe('the first super admin', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigratedTestDatabase();
    await migrate(database);
    await ensureSystemPermissions(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('is created once on an empty database, also by two starts at the same moment, and never again', async () => {
    const [first, second] = await Promise.all([ensureFirstAdmin(database.db, 'first@transit.example', undefined), ensureFirstAdmin(database.db, 'second@transit.example', undefined)]);
    const created = first ?? second;
    expect([first, second].filter((result) => result !== undefined)).toHaveLength(1);
    const users = await database.db.select({ email: adminUsers.email, hash: adminUsers.password_hash, type: adminUsers.user_type }).from(adminUsers);
    expect(users).toEqual([{ email: created?.email, hash: expect.any(String), type: 'super_admin' }]);
    expect(await verifyPassword(users[0]?.hash ?? '', created?.generatedPassword ?? '')).toBe(true);

    // A restart: nothing created, nothing changed, whatever ADMIN_PASSWORD now says.
    expect(await ensureFirstAdmin(database.db, 'first@transit.example', 'Another@12345')).toBeUndefined();
    expect(await database.db.select({ email: adminUsers.email, hash: adminUsers.password_hash, type: adminUsers.user_type }).from(adminUsers)).toEqual(users);
    // A configured password is still checked against the policy.
    await expect(ensureFirstAdmin(database.db, 'first@transit.example', 'short')).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
