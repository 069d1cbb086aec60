/** APK Sharing (docs/api.md "Mobile App Management"): Android app versions, one of them current. */
import { z } from 'zod';

/** Largest APK the server takes: 150 MB. */
export const APK_MAX_BYTES = 150 * 1024 * 1024;
export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';

export const APK_MESSAGES = {
  fileRequired: 'Choose an .apk file',
  notApk: 'The file is not an Android app: an .apk is a ZIP archive holding AndroidManifest.xml',
  tooLarge: 'The APK is larger than 150 MB',
  versionCodeNotIncreasing: 'Version code must be greater than every uploaded version',
  notFound: 'APK version not found',
  noCurrent: 'No APK has been published yet',
} as const;

/** The form fields sent beside the file (multipart). */
export const apkUploadFieldsSchema = z.object({
  version_name: z
    .string({ error: 'Enter a version name such as 1.4.0' })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/, 'Version name is 1 to 40 letters, digits, dots, + _ or -'),
  version_code: z.coerce
    .number({ error: 'Version code must be a whole number' })
    .int('Version code must be a whole number')
    .min(1, 'Version code must be at least 1')
    .max(2_100_000_000, 'Version code is at most 2100000000'),
  release_notes: z.string().trim().max(2000, 'Release notes are at most 2000 characters').default(''),
  /** "true" publishes the new version as the current one at once. */
  make_current: z
    .enum(['true', 'false'], { error: 'make_current must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});
export type ApkUploadFields = z.output<typeof apkUploadFieldsSchema>;
export type ApkUploadForm = z.input<typeof apkUploadFieldsSchema>;

export const apkFileSchema = z.object({
  id: z.number().int(),
  version_name: z.string(),
  version_code: z.number().int(),
  size: z.number().int(),
  sha256: z.string(),
  release_notes: z.string(),
  current: z.boolean(),
  uploaded_by: z.string().nullable(),
  /** Public: anyone with the link (or the QR code) can download this version. */
  download_url: z.string(),
  created_at: z.string(),
});
export type ApkFile = z.infer<typeof apkFileSchema>;

/** GET /api/v1/mobile/apk/latest (public): what a phone needs to install or update the app. */
export const latestApkSchema = apkFileSchema
  .pick({ version_name: true, version_code: true, size: true, sha256: true, release_notes: true, download_url: true })
  .extend({ published_at: z.string() });
export type LatestApk = z.infer<typeof latestApkSchema>;

/** The stable public link that always downloads the current version (what the QR code holds). */
export const LATEST_APK_DOWNLOAD_PATH = '/api/v1/mobile/apk/latest/download';
export const apkDownloadPath = (id: number) => `/api/v1/mobile/apk/${id}/download`;
