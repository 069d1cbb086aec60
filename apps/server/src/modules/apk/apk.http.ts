/**
 * APK Sharing (docs/api.md "Mobile App Management"). The panel: `apk-files/android`: list, upload
 * a version, mark one current. The app and new phones: the current version and every version's
 * file are public (`/api/v1/mobile/apk/...`), so a phone can install before anyone signs in.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@passdesk/contract/http/envelope';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { APK_CONTENT_TYPE, APK_MESSAGES, LATEST_APK_DOWNLOAD_PATH, apkFileSchema, latestApkSchema } from '@passdesk/contract/apk/apk';
import { access } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { APK_APP_PATHS, APK_PATHS } from '@passdesk/contract/apk/apk-paths';
import { findApk, listApks, markCurrent, toApkFile, uploadApk } from './apk.service.ts';

/** OpenAPI groups the panel's calls under the menu title of their screen. */
const adminTags = [PERMISSION.apkSharing];
const appTags = ['Inspector app'];

/** The multipart form of an upload, for the OpenAPI document (the handler reads the stream itself). */
const uploadForm = {
  type: 'object',
  required: ['version_name', 'version_code', 'file'],
  properties: {
    version_name: { type: 'string', example: '1.4.0' },
    version_code: { type: 'integer', example: 14, description: 'Must be greater than every uploaded version' },
    release_notes: { type: 'string', example: 'Faster offline sync' },
    make_current: { type: 'string', enum: ['true', 'false'], default: 'true' },
    file: { type: 'string', format: 'binary', description: 'The .apk (a ZIP holding AndroidManifest.xml), at most 150 MB' },
  },
};

const APK_FILE = { contentType: APK_CONTENT_TYPE, description: 'The APK file (its SHA-256 in the `x-apk-sha256` header)' };

async function sendApk(services: Services, request: FastifyRequest, reply: FastifyReply, which: { id: number } | 'current') {
  const row = await findApk(services.db, which);
  if (!row) throw notFound(which === 'current' ? APK_MESSAGES.noCurrent : APK_MESSAGES.notFound);
  const object = await services.storage.get(row.storage_key);
  if (!object) {
    request.log.error({ key: row.storage_key }, 'APK file missing from storage');
    throw notFound(APK_MESSAGES.notFound);
  }
  const fileName = `passdesk-inspector-${row.version_name.replace(/[^0-9A-Za-z._-]/g, '_')}.apk`;
  return reply
    .header('content-type', APK_CONTENT_TYPE)
    .header('content-length', String(row.size))
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('x-apk-sha256', row.sha256)
    .header('cache-control', which === 'current' ? 'no-cache' : 'public, max-age=31536000, immutable')
    .send(object.body);
}

export async function apkRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  app.get(
    APK_PATHS.list,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'read') },
      schema: { tags: adminTags, summary: 'Uploaded APK versions, newest first', response: { 200: envelope(z.object({ items: z.array(apkFileSchema) })) } },
    },
    async () => ({ message: 'APK versions', data: { items: await listApks(db) } }),
  );

  app.post(
    APK_PATHS.upload,
    {
      // The handler streams the multipart body itself; the document still shows the form.
      config: {
        access: access.permission(PERMISSION.mobileAppManagement, 'create'),
        openapi: { requestBody: uploadForm, errors: { 413: APK_MESSAGES.tooLarge, 415: APK_MESSAGES.notApk, 422: `version_code: ${APK_MESSAGES.versionCodeNotIncreasing}` } },
      },
      schema: { tags: adminTags, summary: 'Upload a new APK version', consumes: ['multipart/form-data'], response: { 200: envelope(apkFileSchema) } },
    },
    async (request) => ({ message: 'APK uploaded', data: await uploadApk(services, request) }),
  );

  app.put(
    APK_PATHS.makeCurrent,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'update') },
      schema: { tags: adminTags, summary: 'Make a version the current one', params: idParamsSchema, response: { 200: envelope(apkFileSchema) } },
    },
    async (request) => ({ message: 'Current APK changed', data: await markCurrent(db, request, request.params.id) }),
  );

}

/** Under MOBILE_API: the current APK and its downloads, public. */
export async function apkAppRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  app.get(
    APK_APP_PATHS.latest,
    {
      config: { access: access.public() },
      schema: { tags: appTags, summary: 'The current APK’s version and download link (public)', response: { 200: envelope(latestApkSchema) } },
    },
    async () => {
      const row = await findApk(db, 'current');
      if (!row) throw notFound(APK_MESSAGES.noCurrent);
      const file = toApkFile(row);
      return {
        message: 'Current APK',
        data: {
          version_name: file.version_name,
          version_code: file.version_code,
          size: file.size,
          sha256: file.sha256,
          release_notes: file.release_notes,
          download_url: LATEST_APK_DOWNLOAD_PATH,
          published_at: file.created_at,
        },
      };
    },
  );

  app.get(
    APK_APP_PATHS.latestDownload,
    { config: { access: access.public(), openapi: { file: APK_FILE } }, schema: { tags: appTags, summary: 'Download the current APK (public; what the QR code opens)', produces: [APK_CONTENT_TYPE] } },
    async (request, reply) => sendApk(services, request, reply, 'current'),
  );

  app.get(
    APK_APP_PATHS.download,
    { config: { access: access.public(), openapi: { file: APK_FILE } }, schema: { tags: appTags, summary: 'Download one APK version (public)', params: idParamsSchema, produces: [APK_CONTENT_TYPE] } },
    async (request, reply) => sendApk(services, request, reply, { id: request.params.id }),
  );
}
