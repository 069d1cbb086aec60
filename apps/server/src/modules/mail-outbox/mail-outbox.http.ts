/**
 * The mail outbox for super admins (`/mail-outbox`, docs/api.md "Mail outbox"): the newest mails
 * kept instead of sent while SMTP_URL is not set. `access.superAdmin()`: the outbox holds every
 * account's reset codes, super admins' included, so no role may be granted it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@passdesk/contract/http/envelope';
import { MAIL_OUTBOX_LIST_LIMIT, mailOutboxSchema } from '@passdesk/contract/mail-outbox/mail-outbox';
import { MAIL_OUTBOX_PATHS } from '@passdesk/contract/mail-outbox/mail-outbox-paths';
import { access } from '../../platform/auth/access.ts';
import { recentOutbox } from '../../platform/mail/outbox.ts';
import type { Services } from '../../platform/services.ts';

export async function mailOutboxRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    MAIL_OUTBOX_PATHS.list,
    {
      config: { access: access.superAdmin() },
      schema: {
        tags: ['Mail outbox'],
        summary: 'The newest mails kept instead of sent, because no SMTP server is configured (SMTP_URL)',
        response: { 200: envelope(mailOutboxSchema) },
      },
    },
    async () => {
      const items = await recentOutbox(services.db, MAIL_OUTBOX_LIST_LIMIT);
      return {
        message: 'Mail outbox',
        data: { smtp_configured: services.mailer.kind === 'smtp', items: items.map((mail) => ({ ...mail, created_at: mail.created_at.toISOString() })) },
      };
    },
  );
}
