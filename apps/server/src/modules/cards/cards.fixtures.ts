/** Test support for the cards API: master data, a clerk, photos, and a valid form to vary. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { adminUsers } from '../access/access.schema.ts';
import { DEMO_CATEGORIES } from '../categories/categories.demo.ts';
import { DEMO_CENTERS } from '../centers/centers.demo.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { HOLDER_EXAMPLE } from './cards.openapi.ts';
import { routes } from '../routes/routes.schema.ts';
import { demoRoutes } from '../routes/routes.demo.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { createStaff, type Staff } from '../../test/staff.ts';
import type { TestApp } from '../../test/test-app.ts';

export const ALL = { read: true, create: true, update: true, delete: true };

export interface CardWorld {
  clerk: Staff;
  categoryId: (code: string) => number;
  centerId: (code: string) => number;
  routeId: number;
}

/** Demo master data and a clerk of the first center holding every Card Management right. */
export async function cardWorld(t: TestApp): Promise<CardWorld> {
  const db = t.services.db;
  const categoryRows = await db.insert(cardCategories).values(DEMO_CATEGORIES).returning({ id: cardCategories.id, code: cardCategories.code });
  const centerRows = await db.insert(centers).values(DEMO_CENTERS).returning({ id: centers.id, code: centers.code });
  const [route] = await db.insert(routes).values(demoRoutes().slice(0, 3)).returning({ id: routes.id });
  const clerk = await createStaff(t, { permissions: { [PERMISSION.cardManagement]: ALL } });
  const find = (rows: Array<{ id: number; code: string }>) => (code: string) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) throw new Error(`no demo row ${code}`);
    return row.id;
  };
  await db.update(adminUsers).set({ center_id: find(centerRows)('LDW') }).where(eq(adminUsers.id, clerk.userId));
  if (!route) throw new Error('no demo route');
  return { clerk, categoryId: find(categoryRows), centerId: find(centerRows), routeId: route.id };
}

/** A photo as a webcam or phone would send it: landscape, any size. */
export async function photo(format: 'png' | 'jpeg' | 'webp' = 'jpeg', width = 640, height = 480): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9c7b0"/><circle cx="${width / 2}" cy="${height / 2.4}" r="${height / 5}" fill="#8d5a3b"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A tiny but real PDF: one A4 page. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The API document's example holder, grown up: the holder of the tests' card forms (their fields as a form sends them). */
export const ADULT_HOLDER: Record<string, string> = { ...HOLDER_EXAMPLE, guardian_name: 'Ramesh Sharma', date_of_birth: '1990-05-14' };

export function adultFields(world: CardWorld, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...ADULT_HOLDER,
    email: 'priya@example.com',
    id_proof_number: `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`,
    category_id: String(world.categoryId('GMA')),
    fee_paid: '150000',
    payment_mode: 'cash',
    receipt_number: 'R-1001',
    ...overrides,
  };
}

export interface CardFiles {
  photo?: Buffer;
  photoName?: string;
  documents?: Array<{ content: Buffer; filename: string }>;
}

export function cardForm(fields: Record<string, string | string[]>, files: CardFiles) {
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) parts.push({ name, value: item });
  if (files.photo) parts.push({ name: 'photo', value: files.photo, filename: files.photoName ?? 'photo.jpg', contentType: 'image/jpeg' });
  for (const document of files.documents ?? []) parts.push({ name: 'documents', value: document.content, filename: document.filename, contentType: 'application/octet-stream' });
  return multipart(parts);
}

export function sendCard(t: TestApp, token: string, method: 'POST' | 'PUT', url: string, fields: Record<string, string | string[]>, files: CardFiles) {
  const form = cardForm(fields, files);
  return t.inject({ method, url, token, payload: form.body, headers: { 'content-type': form.contentType } });
}
