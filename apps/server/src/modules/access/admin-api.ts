/** Base path of the admin panel's API (API.md). */
export const ADMIN_API = '/api/v1/admin';
