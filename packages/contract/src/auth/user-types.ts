/** The kinds of admin panel user (docs/domain.md), without zod: the user list's filter reads them without the schemas. */
export const USER_TYPES = ['super_admin', 'admin', 'staff'] as const;
