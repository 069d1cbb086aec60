/**
 * Demo data: the first administrator signs in with an authenticator app whose secret is printed in
 * the README (DEMO_TOTP_SECRET), so a newcomer can try the second step at once. Only ever with demo
 * data (an embedded database's first start, or DEMO_DATA=true): a real installation's
 * administrators choose their own secret when they first sign in.
 */
import { eq } from 'drizzle-orm';
import type { DemoSeed } from '../../platform/services.ts';
import { adminUsers } from '../access/access.schema.ts';
import { adminUserTotp } from './second-factor.schema.ts';
import { totpCipher } from './totp-cipher.ts';

/** Base32, as authenticator apps take it typed in (README "Demo data"). */
export const DEMO_TOTP_SECRET = 'PASSDESKDEMOADMINTWOFACTORSECRET';

export const secondFactorDemo: DemoSeed = {
  // After the users (access, 50).
  order: 52,
  async run({ db, config }) {
    const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, config.adminEmail)).limit(1);
    if (!admin) return;
    const sealed = (await totpCipher(db, config)).seal(DEMO_TOTP_SECRET);
    // An administrator who already set up an app keeps it.
    await db.insert(adminUserTotp).values({ user_id: admin.id, ...sealed, confirmed_at: new Date() }).onConflictDoNothing();
  },
};
