/** The mail outbox's path (docs/api.md "Mail outbox"), under ADMIN_API. GET. */
export const MAIL_OUTBOX_PATHS = { list: '/mail-outbox' } as const;
