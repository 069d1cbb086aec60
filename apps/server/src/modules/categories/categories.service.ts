/** Card categories: list, create, replace, delete, and the active ones for the public form. */
import { asc, eq, sql } from 'drizzle-orm';
import type { CategoryListQuery, Category, PublicCategory } from '@passdesk/contract/master-data/category';
import type { DbOrTx } from '../../platform/database/database.ts';
import { cardCategories } from './categories.schema.ts';
import { filters, type ListPlan } from '../../platform/http/list-query.ts';
import { sortableColumns } from '../../platform/http/sortable-columns.ts';
import type { InUseRegistry } from '../../platform/records/in-use.ts';
import { recordList, recordStore, withIsoTimestamps } from '../../platform/records/record-store.ts';

type CategoryRow = typeof cardCategories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => withIsoTimestamps(row);

const categoryListPlan: ListPlan<CategoryListQuery> = {
  sortable: sortableColumns(cardCategories, { caseless: ['name', 'code'], plain: ['validity_days', 'fee', 'renewal_fee', 'status', 'created_at'] }),
  searchable: [cardCategories.name, cardCategories.code, cardCategories.description],
  filters: { status: filters.equals(cardCategories.status), route_scope: filters.equals(cardCategories.route_scope) },
  tieBreaker: cardCategories.id,
};

export const listCategories = recordList(cardCategories, categoryListPlan, toCategory);

/** Only active categories are offered to applicants (docs/domain.md). */
export async function listPublicCategories(db: DbOrTx): Promise<PublicCategory[]> {
  return db
    .select({
      id: cardCategories.id,
      name: cardCategories.name,
      code: cardCategories.code,
      description: cardCategories.description,
      validity_days: cardCategories.validity_days,
      fee: cardCategories.fee,
      renewal_fee: cardCategories.renewal_fee,
      min_age: cardCategories.min_age,
      max_age: cardCategories.max_age,
      route_scope: cardCategories.route_scope,
      required_documents: cardCategories.required_documents,
      colour: cardCategories.colour,
    })
    .from(cardCategories)
    .where(eq(cardCategories.status, 'active'))
    .orderBy(asc(sql`lower(${cardCategories.name})`), asc(cardCategories.id));
}

const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  nameTaken: 'Name already exists',
  codeTaken: 'Code already exists',
} as const;

export function categoryStore(inUse: InUseRegistry) {
  return recordStore(
    {
      table: cardCategories,
      id: cardCategories.id,
      entity: 'card_category',
      notFoundMessage: CATEGORY_MESSAGES.notFound,
      unique: [
        { field: 'name', column: cardCategories.name, index: 'card_categories_name_lower_key', message: CATEGORY_MESSAGES.nameTaken },
        { field: 'code', column: cardCategories.code, index: 'card_categories_code_lower_key', message: CATEGORY_MESSAGES.codeTaken },
      ],
      nameOf: (row) => row.name,
      toDto: toCategory,
    },
    inUse,
  );
}
