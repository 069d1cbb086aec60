/**
 * `/api/v1/admin/category…` (docs/api.md "Master data") and the public
 * `GET /api/v1/users/applications/categories` (active categories, no sign-in, cacheable).
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@passdesk/contract/http/envelope';
import { categoryInputSchema, categoryListQuerySchema, categorySchema, publicCategorySchema, type Category } from '@passdesk/contract/master-data/category';
import { CATEGORY_PATHS, PUBLIC_CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { access } from '../../platform/auth/access.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { categoryStore, listCategories, listPublicCategories } from './categories.service.ts';

const MODULE = PERMISSION.cardCategoryManagement;
const tags = ['Card categories'];
/** Applicants' browsers and any proxy may reuse the public list for five minutes. */
const PUBLIC_CATEGORIES_CACHE = 'public, max-age=300';

/** The export's columns: the list's, then the rest of the record (fees in rupees). */
const CSV_COLUMNS: CsvColumn<Category>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Code', value: (row) => row.code },
  { header: 'Fee', value: (row) => row.fee / 100 },
  { header: 'Renewal fee', value: (row) => row.renewal_fee / 100 },
  { header: 'Validity (days)', value: (row) => row.validity_days },
  { header: 'Route scope', value: (row) => row.route_scope },
  { header: 'Status', value: (row) => row.status },
  { header: 'Minimum age', value: (row) => row.min_age },
  { header: 'Maximum age', value: (row) => row.max_age },
  { header: 'Required documents', value: (row) => row.required_documents.join('; ') },
  { header: 'Description', value: (row) => row.description },
  { header: 'Created', value: (row) => row.created_at },
];

export async function categoryRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: MODULE,
    tags,
    paths: { list: CATEGORY_PATHS.list, create: [CATEGORY_PATHS.create], update: CATEGORY_PATHS.update, remove: CATEGORY_PATHS.remove },
    schemas: { listQuery: categoryListQuerySchema, input: categoryInputSchema, record: categorySchema },
    messages: { list: 'Categories', noun: 'Category' },
    list: listCategories,
    csv: {
      path: CATEGORY_PATHS.exportCsv,
      summary: "Export the categories of the list's search, filters and sort as CSV",
      description: 'Every matching category, one per line',
      fileName: 'card-categories',
      timeZone: services.config.timeZone,
      columns: CSV_COLUMNS,
    },
    store: categoryStore(services.inUse),
  });
}

/** Under USERS_API: the active categories for the application form. */
export async function publicCategoryRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    PUBLIC_CATEGORY_PATHS.list,
    {
      config: { access: access.public() },
      schema: { tags, response: { 200: envelope(z.array(publicCategorySchema)) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', PUBLIC_CATEGORIES_CACHE);
      return { message: 'Active categories', data: await listPublicCategories(services.db) };
    },
  );
}
