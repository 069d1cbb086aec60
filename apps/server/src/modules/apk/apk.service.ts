/**
 * APK versions: upload (streamed to storage, checked and hashed on the way), list, mark current.
 * A refused upload leaves neither a row nor a file: the stream is checked before it is kept, and
 * a row that cannot be written deletes the file it would have pointed at; the file's key is
 * written down before the upload (platform/storage/store-and-claim.ts), so a process that dies in
 * between leaves it to the sweep.
 */
import { desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import {
  APK_CONTENT_TYPE,
  APK_MAX_BYTES,
  APK_MESSAGES,
  apkDownloadPath,
  apkUploadFieldsSchema,
  type ApkFile,
  type ApkUploadFields,
} from '@passdesk/contract/apk/apk';
import { audit } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { adminUsers } from '../access/access.schema.ts';
import { apkFiles } from './apk.schema.ts';
import { type HttpError, badRequest, notFound, payloadTooLarge, pgErrorCode, unprocessable, unsupportedMediaType } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { storeAndClaim, type RowFiles } from '../../platform/storage/store-and-claim.ts';
import { findUnsafeText } from '@passdesk/contract/http/text';
import { unsafeTextError } from '../../platform/http/validation.ts';
import { apkChecker, NotAnApkError, type ApkCheck } from './apk-stream.ts';

/** Room for the form's fields and boundaries beside the file (release notes: up to 2,000 characters). */
const APK_FORM_ALLOWANCE = 64 * 1024;

/** Serialises uploads and "mark current" (one transaction-scoped advisory lock). */
const APK_LOCK = 7_316_512_044;

type Row = typeof apkFiles.$inferSelect & { uploaded_by_name: string | null };

export function toApkFile(row: Row): ApkFile {
  return {
    id: row.id,
    version_name: row.version_name,
    version_code: row.version_code,
    size: row.size,
    sha256: row.sha256,
    release_notes: row.release_notes,
    current: row.current,
    uploaded_by: row.uploaded_by_name,
    download_url: apkDownloadPath(row.id),
    created_at: row.created_at.toISOString(),
  };
}

function selectApks(db: DbOrTx) {
  return db
    .select({
      id: apkFiles.id,
      version_name: apkFiles.version_name,
      version_code: apkFiles.version_code,
      storage_key: apkFiles.storage_key,
      size: apkFiles.size,
      sha256: apkFiles.sha256,
      release_notes: apkFiles.release_notes,
      current: apkFiles.current,
      uploaded_by: apkFiles.uploaded_by,
      created_at: apkFiles.created_at,
      uploaded_by_name: sql<string | null>`nullif(trim(${adminUsers.first_name} || ' ' || ${adminUsers.last_name}), '')`,
    })
    .from(apkFiles)
    .leftJoin(adminUsers, eq(adminUsers.id, apkFiles.uploaded_by));
}

export async function listApks(db: DbOrTx): Promise<ApkFile[]> {
  return (await selectApks(db).orderBy(desc(apkFiles.version_code))).map(toApkFile);
}

export async function findApk(db: DbOrTx, which: { id: number } | 'current'): Promise<Row | undefined> {
  const [row] = await selectApks(db)
    .where(which === 'current' ? eq(apkFiles.current, true) : eq(apkFiles.id, which.id))
    .limit(1);
  return row;
}

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  return badRequest(Object.values(errors)[0] ?? 'Invalid upload', errors);
}

function parseFields(fields: Record<string, string>): ApkUploadFields {
  // The API's string rule (NUL, unpaired surrogates), which a streamed multipart body does not pass through.
  const unsafe = findUnsafeText(fields);
  if (unsafe !== undefined) throw unsafeTextError(unsafe);
  const parsed = apkUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw fieldErrors(parsed.error.issues);
  return parsed.data;
}

async function highestVersionCode(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ highest: max(apkFiles.version_code) }).from(apkFiles);
  return row?.highest ?? 0;
}

function assertIncreases(versionCode: number, highest: number): void {
  if (versionCode <= highest) {
    const message = `${APK_MESSAGES.versionCodeNotIncreasing} (highest so far: ${highest})`;
    throw unprocessable(message, { version_code: message });
  }
}

/** Streams the file part to storage through the checker. Returns the digest and size. */
async function storeApk(services: Services, part: Multipart & { type: 'file' }, key: string): Promise<ApkCheck> {
  let result: ApkCheck | undefined;
  const checker = apkChecker((check) => {
    result = check;
  });
  const body = new PassThrough();
  const stored = services.storage.put(key, body, { contentType: APK_CONTENT_TYPE });
  try {
    await Promise.all([pipeline(part.file, checker, body), stored]);
  } catch (error) {
    // Both sides must have stopped before the error is reported; the driver removes what it wrote.
    body.destroy();
    await stored.catch(() => undefined);
    part.file.resume();
    // A file cut at the limit is no longer a whole ZIP: it is too large, whatever the checker says of its end.
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw payloadTooLarge(APK_MESSAGES.tooLarge);
    if (error instanceof NotAnApkError) throw unsupportedMediaType(APK_MESSAGES.notApk);
    throw error;
  }
  if (part.file.truncated) {
    await services.storage.delete(key);
    throw payloadTooLarge(APK_MESSAGES.tooLarge);
  }
  if (!result) throw new Error('APK check finished without a result');
  return result;
}

/** POST apk-files/android: multipart with `version_name`, `version_code`, `release_notes`, `make_current` and the `file`. */
export async function uploadApk(services: Services, request: FastifyRequest): Promise<ApkFile> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the APK as multipart/form-data with a "file" part');
  // A form declared larger than the largest APK and its fields can take is refused before a byte is read.
  if (Number(request.headers['content-length']) > APK_MAX_BYTES + APK_FORM_ALLOWANCE) throw payloadTooLarge(APK_MESSAGES.tooLarge);
  return storeAndClaim({ ...services, log: request.log }, async (files) => {
    try {
      return await receiveApk(services, request, files);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(APK_MESSAGES.tooLarge);
      if (pgErrorCode(error) === '23505') throw unprocessable(APK_MESSAGES.versionCodeNotIncreasing, { version_code: APK_MESSAGES.versionCodeNotIncreasing });
      throw error;
    }
  });
}

/** Reads the form, storing the file as it streams in, then writes its row, which claims the file. */
async function receiveApk(services: Services, request: FastifyRequest, files: RowFiles): Promise<ApkFile> {
  const fields: Record<string, string> = {};
  let stored: { key: string; check: ApkCheck } | undefined;
  for await (const part of request.parts({ limits: { fileSize: APK_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`, { [part.fieldname]: 'Send one APK in the "file" field' });
      }
      // Fields sent before the file are checked first, so a bad form costs no upload.
      if (Object.keys(fields).length > 0) {
        const early = parseFields(fields);
        assertIncreases(early.version_code, await highestVersionCode(services.db));
      }
      const key = newStorageKey('apk', 'apk');
      stored = { key, check: await files.store(key, () => storeApk(services, part, key)) };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!stored) throw badRequest(APK_MESSAGES.fileRequired, { file: APK_MESSAGES.fileRequired });
  const input = parseFields(fields);
  const file = stored;
  const id = await services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APK_LOCK})`);
    assertIncreases(input.version_code, await highestVersionCode(tx));
    if (input.make_current) await tx.update(apkFiles).set({ current: false }).where(eq(apkFiles.current, true));
    const [row] = await tx
      .insert(apkFiles)
      .values({
        version_name: input.version_name,
        version_code: input.version_code,
        storage_key: file.key,
        size: file.check.size,
        sha256: file.check.sha256,
        release_notes: input.release_notes,
        current: input.make_current,
        uploaded_by: request.admin?.userId ?? null,
      })
      .returning({ id: apkFiles.id });
    if (!row) throw new Error('APK insert returned nothing');
    await files.claim(tx);
    await audit(tx, request, {
      action: 'create',
      entity: 'apk_file',
      entityId: row.id,
      changes: { version_name: input.version_name, version_code: input.version_code, size: file.check.size, sha256: file.check.sha256, current: input.make_current },
    });
    return row.id;
  });
  const row = await findApk(services.db, { id });
  if (!row) throw notFound(APK_MESSAGES.notFound);
  return toApkFile(row);
}

/** PUT apk-files/android/{id}/current: the version phones are offered from now on. */
export async function markCurrent(db: Db, request: FastifyRequest, id: number): Promise<ApkFile> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APK_LOCK})`);
    const [target] = await tx.select({ id: apkFiles.id, version_name: apkFiles.version_name }).from(apkFiles).where(eq(apkFiles.id, id));
    if (!target) throw notFound(APK_MESSAGES.notFound);
    await tx.update(apkFiles).set({ current: false }).where(eq(apkFiles.current, true));
    await tx.update(apkFiles).set({ current: true }).where(eq(apkFiles.id, id));
    await audit(tx, request, { action: 'apk_file.made_current', entity: 'apk_file', entityId: id, changes: { version_name: target.version_name } });
  });
  const row = await findApk(db, { id });
  if (!row) throw notFound(APK_MESSAGES.notFound);
  return toApkFile(row);
}
