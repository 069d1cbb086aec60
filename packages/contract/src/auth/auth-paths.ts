/** Sign-in, session, password reset and profile paths, under ADMIN_API (docs/api.md "Auth"). */
export const AUTH_PATHS = {
  login: '/login',
  /** Finishes a sign-in whose answer named a second step (docs/api.md "Second factor"). */
  loginSecondStep: '/login/second-step',
  me: '/me',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  verifyOtp: '/verify-otp',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  updateProfile: '/update',
} as const;
