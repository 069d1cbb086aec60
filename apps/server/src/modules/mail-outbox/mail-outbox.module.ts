/** The mail outbox screen: super admins read the mail kept instead of sent while no SMTP server is configured. */
import type { FeatureModule } from '../../platform/services.ts';
import { mailOutboxRoutes } from './mail-outbox.http.ts';

export const mailOutboxModule: FeatureModule = { name: 'mail-outbox', admin: mailOutboxRoutes };
