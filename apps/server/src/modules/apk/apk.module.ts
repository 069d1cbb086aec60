/** APK Sharing: Android app versions, one current, downloadable from a public link. */
import type { FeatureModule } from '../../platform/services.ts';
import { apkAppRoutes, apkRoutes } from './apk.http.ts';

export const apkModule: FeatureModule = { name: 'apk', admin: apkRoutes, mobile: apkAppRoutes };
