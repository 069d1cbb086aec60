import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pendingFiles } from '../../platform/storage/pending-files.schema.ts';
import { sweepPendingFiles } from '../../platform/storage/pending-files.ts';
import { apkFiles } from './apk.schema.ts';
import { multipart, storedFiles, type Part } from '../../test/multipart.ts';
import { useTestApp } from '../../test/suite.ts';
import { makeApk, makeZip } from '../../test/zip.ts';
import { APK_APP_PATHS, APK_PATHS } from '@passdesk/contract/apk/apk-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { APK_MAX_BYTES, APK_MESSAGES } from '@passdesk/contract/apk/apk';
import { apiUrl } from '../../test/api-url.ts';
import { mediaUrl } from '../media/media-url.ts';


const fields = (versionCode: number, extra: Record<string, string> = {}): Part[] =>
  Object.entries({ version_name: `1.${versionCode}.0`, version_code: String(versionCode), release_notes: 'Faster offline sync', ...extra }).map(([name, value]) => ({ name, value }));
const file = (content: Buffer, filename = 'inspector.apk'): Part => ({ name: 'file', value: content, filename, contentType: 'application/vnd.android.package-archive' });

describe('APK sharing', () => {
  const t = useTestApp({}, async (t) => ({
    admin: await t.tokenFor(1),
  }));

  const upload = (parts: Part[], token = t.admin) => {
    const form = multipart(parts);
    return t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APK_PATHS.upload), token, payload: form.body, headers: { 'content-type': form.contentType } });
  };

  it('has no current APK at first: the public latest answers 404', async () => {
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, APK_APP_PATHS.latest) })).statusCode).toBe(404);
  });

  it('stores an APK with its SHA-256 and size, makes it current, and serves it publicly', async () => {
    const apk = makeApk(50_000);
    const response = await upload([...fields(10), file(apk)]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ version_name: '1.10.0', version_code: 10, size: apk.length, current: true, sha256: crypto.createHash('sha256').update(apk).digest('hex') });
    const latest = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, APK_APP_PATHS.latest) });
    expect(latest.json().data).toMatchObject({ version_code: 10, download_url: apiUrl(MOBILE_API, APK_APP_PATHS.latestDownload) });
    const download = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, APK_APP_PATHS.latestDownload) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(download.headers['content-disposition']).toBe('attachment; filename="passdesk-inspector-1.10.0.apk"');
    expect(download.rawPayload.equals(apk)).toBe(true);
    expect((await t.inject({ method: 'GET', url: data.download_url })).rawPayload.equals(apk)).toBe(true);
    // Only through its own routes: the stored object's key opens nothing at /media.
    const [row] = await t.services.db.select({ key: apkFiles.storage_key }).from(apkFiles).where(eq(apkFiles.id, data.id));
    expect((await t.inject({ method: 'GET', url: mediaUrl(row?.key ?? '') })).statusCode).toBe(404);
  });

  it('refuses a file that is not a ZIP with 415 and stores nothing', async () => {
    const before = storedFiles(t);
    const response = await upload([...fields(11), file(Buffer.from('this is plain text pretending to be an apk'))]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not an Android app/);
    expect(storedFiles(t)).toEqual(before);
    expect(await t.services.db.select().from(apkFiles)).toHaveLength(1);
  });

  it('refuses a ZIP without AndroidManifest.xml with 415, even when the fields come after the file, and stores nothing', async () => {
    const before = storedFiles(t);
    const zip = makeZip([{ name: 'readme.txt', data: 'hello' }]);
    const form = multipart([file(zip), ...fields(11)]);
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APK_PATHS.upload), token: t.admin, payload: form.body, headers: { 'content-type': form.contentType } });
    expect(response.statusCode).toBe(415);
    expect(storedFiles(t)).toEqual(before);
  });

  it('requires the version code to increase (422 on version_code), whether the fields come before or after the file', async () => {
    const before = storedFiles(t);
    const same = await upload([...fields(10), file(makeApk())]);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.version_code).toMatch(/greater than every uploaded version/);
    const lower = multipart([file(makeApk()), ...fields(9)]);
    const after = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APK_PATHS.upload), token: t.admin, payload: lower.body, headers: { 'content-type': lower.contentType } });
    expect(after.statusCode).toBe(422);
    expect(storedFiles(t)).toEqual(before);
  });

  it('names bad fields and a missing file with 400', async () => {
    const badName = await upload([...fields(12, { version_name: '' }), file(makeApk())]);
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors).toHaveProperty('version_name');
    const noFile = await upload(fields(12));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toHaveProperty('file');
    // PostgreSQL's text holds no NUL: the API's string rule, not a database error.
    const nul = await upload([...fields(12, { release_notes: 'Faster\u0000sync' }), file(makeApk())]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toHaveProperty('release_notes');
  });

  it('keeps one current version: a new upload can wait, and marking another current moves the mark', async () => {
    const quiet = await upload([...fields(20, { make_current: 'false' }), file(makeApk())]);
    expect(quiet.json().data.current).toBe(false);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, APK_APP_PATHS.latest) })).json().data.version_code).toBe(10);
    const marked = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, APK_PATHS.makeCurrent, { id: quiet.json().data.id }), token: t.admin });
    expect(marked.statusCode).toBe(200);
    const list = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APK_PATHS.upload), token: t.admin })).json().data.items as Array<{ version_code: number; current: boolean }>;
    expect(list.map((item) => [item.version_code, item.current])).toEqual([
      [20, true],
      [10, false],
    ]);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, APK_APP_PATHS.latest) })).json().data.version_code).toBe(20);
    expect((await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, APK_PATHS.makeCurrent, { id: 99999 }), token: t.admin })).statusCode).toBe(404);
  });

  it('writes the file down before storing it: a refused upload whose file storage cannot delete now is left to the sweep, never orphaned', async () => {
    const pending = async () => (await t.services.db.select().from(pendingFiles)).map((row) => row.key);
    const kept = await upload([...fields(500), file(makeApk())]);
    expect(kept.statusCode).toBe(200);
    expect(await pending()).toEqual([]);

    const before = storedFiles(t);
    const remove = vi.spyOn(t.services.storage, 'delete').mockRejectedValue(new Error('storage unreachable'));
    try {
      // The fields after the file: refused only once the file is stored.
      expect((await upload([file(makeApk()), ...fields(500)])).statusCode).toBe(422);
    } finally {
      remove.mockRestore();
    }
    const [left = ''] = await pending();
    expect(storedFiles(t)).toContain(left);
    expect(await sweepPendingFiles(t.services, 0)).toBe(1);
    expect(storedFiles(t).sort()).toEqual(before.sort());
    expect(await pending()).toEqual([]);
  });

  it('refuses an APK over 150 MB with 413 and stores nothing, whether the form declares its length or streams it', async () => {
    const before = storedFiles(t);
    const boundary = 'apkTooLarge';
    const head = multipart([...fields(900), file(Buffer.alloc(0))], boundary).body;
    // The form up to the file's content (its end: the part's CRLF and the closing boundary).
    const opening = head.subarray(0, head.length - Buffer.byteLength(`\r\n--${boundary}--\r\n`));
    const size = APK_MAX_BYTES + 1024 * 1024;
    const zipStart = makeApk(1000).subarray(0, 64);
    async function* oversizedForm() {
      yield opening;
      yield zipStart;
      const chunk = Buffer.alloc(1024 * 1024);
      for (let sent = zipStart.length; sent < size; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const send = (headers: Record<string, string>) =>
      t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APK_PATHS.upload), token: t.admin, payload: Readable.from(oversizedForm()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers } });
    const declared: Record<string, string> = { 'content-length': String(opening.length + size + 64) };
    for (const headers of [declared, {}]) {
      const response = await send(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(413);
      expect(response.json()).toEqual({ message: APK_MESSAGES.tooLarge });
    }
    expect(storedFiles(t)).toEqual(before);
    expect(await t.services.db.select().from(apkFiles).where(eq(apkFiles.version_code, 900))).toEqual([]);
  });

  it('refuses JSON instead of a form with 415', async () => {
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APK_PATHS.upload), token: t.admin, payload: { version_name: '2.0' } });
    expect(response.statusCode).toBe(415);
  });
});
