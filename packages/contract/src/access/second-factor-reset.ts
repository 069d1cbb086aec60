/**
 * An administrator's reset of another user's second factor (docs/api.md "Second factor"): for a
 * staff member who lost their phone and their recovery codes. `passdesk admin reset-mfa` does the
 * same from the command line (docs/operations.md "Losing the second factor").
 */
export const SECOND_FACTOR_RESET_MESSAGES = {
  done: 'Second factor reset: the user signs in with the password and sets up a new one',
  ownAccount: 'You cannot reset your own second factor here: remove it from your profile',
  none: 'This user has no second factor to reset',
} as const;
