/** APK Sharing's calls (`apk-files/android`: list and update; docs/api.md "Mobile App Management"). */
import { APK_MAX_BYTES, LATEST_APK_DOWNLOAD_PATH } from '@passdesk/contract/apk/apk';
import { APK_PATHS } from '@passdesk/contract/apk/apk-paths';

export { APK_MAX_BYTES };
export const APK_PATHS_WEB = APK_PATHS;

/** The public link phones open (what the QR code holds): always the current version. */
export function latestDownloadUrl(origin: string = window.location.origin): string {
  return `${origin}${LATEST_APK_DOWNLOAD_PATH}`;
}
