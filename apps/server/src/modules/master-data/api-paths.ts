/** Bases of the APIs master data is served on (API.md). */
export const ADMIN_API = '/api/v1/admin';
/** The public application form's API (no sign-in). */
export const USERS_API = '/api/v1/users';
