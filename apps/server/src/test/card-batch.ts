/**
 * Cards created through the real HTTP API by fault and backup tests (a server process, or a
 * runtime's inject): the master data they need, written straight into the database, and one
 * form per card with a photo and a document.
 */
import type { Db } from '../platform/database/database.ts';
import { DEMO_CATEGORIES } from '../modules/categories/categories.demo.ts';
import { DEMO_CENTERS } from '../modules/centers/centers.demo.ts';
import { cardCategories } from '../modules/categories/categories.schema.ts';
import { centers } from '../modules/centers/centers.schema.ts';
import { ADULT_HOLDER, PDF } from '../modules/cards/cards.fixtures.ts';
import { multipart, type Part } from './multipart.ts';

export interface CardMasterData {
  categoryId: number;
  centerId: number;
}

/** The demo categories and centers; cards use the general monthly pass (any route) at the first center. */
export async function seedCardMasterData(db: Db): Promise<CardMasterData> {
  const categories = await db.insert(cardCategories).values(DEMO_CATEGORIES).returning({ id: cardCategories.id, code: cardCategories.code });
  const [center] = await db.insert(centers).values(DEMO_CENTERS).returning({ id: centers.id });
  const category = categories.find((row) => row.code === 'GMA');
  if (!category || !center) throw new Error('no demo master data');
  return { categoryId: category.id, centerId: center.id };
}

/** The multipart body of card number `index` (distinct ID numbers, so no duplicate refusals). */
export function cardBatchForm(master: CardMasterData, index: number, photo: Buffer): { body: Buffer; contentType: string } {
  const fields: Record<string, string> = {
    ...ADULT_HOLDER,
    first_name: 'Batch',
    last_name: `Holder ${index}`,
    id_proof_number: `${3 + (index % 6)}${String(10_000_000_000 + index * 7919).padStart(11, '0')}`,
    category_id: String(master.categoryId),
    center_id: String(master.centerId),
    fee_paid: '150000',
    payment_mode: 'cash',
    receipt_number: `R-${index}`,
  };
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  parts.push({ name: 'photo', value: photo, filename: 'photo.jpg', contentType: 'image/jpeg' });
  parts.push({ name: 'documents', value: PDF, filename: `proof-${index}.pdf`, contentType: 'application/pdf' });
  return multipart(parts);
}
