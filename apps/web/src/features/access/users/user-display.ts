/** How a user is named on screen. */
import type { AdminUser } from '@passdesk/contract/access/admin-user-payloads';

export const fullName = (user: Pick<AdminUser, 'first_name' | 'last_name'>): string => `${user.first_name} ${user.last_name}`.trim();
