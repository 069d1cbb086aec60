/** The permission every User Management screen and call is checked against (docs/api.md). */
export const USER_MANAGEMENT = 'User Management';
