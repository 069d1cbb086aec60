/** APK Sharing's paths (docs/api.md "Mobile App Management"): versions in the panel, the current one for the app. */

/** Under ADMIN_API: APK versions. */
export const APK_PATHS = {
  list: '/apk-files/android',
  upload: '/apk-files/android',
  makeCurrent: '/apk-files/android/:id/current',
} as const;

/** Under MOBILE_API: the current APK and downloads (public). */
export const APK_APP_PATHS = {
  latest: '/apk/latest',
  latestDownload: '/apk/latest/download',
  download: '/apk/:id/download',
} as const;
