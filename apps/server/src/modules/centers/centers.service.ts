/** Pass centers: list, create, replace, delete. */
import type { CenterListQuery, Center } from '@passdesk/contract/master-data/center';
import { centers } from './centers.schema.ts';
import { filters, type ListPlan } from '../../platform/http/list-query.ts';
import { sortableColumns } from '../../platform/http/sortable-columns.ts';
import type { InUseRegistry } from '../../platform/records/in-use.ts';
import { recordList, recordStore, withIsoTimestamps } from '../../platform/records/record-store.ts';

const toCenter = (row: typeof centers.$inferSelect): Center => withIsoTimestamps(row);

const centerListPlan: ListPlan<CenterListQuery> = {
  sortable: sortableColumns(centers, { caseless: ['code'], plain: ['name', 'city', 'status', 'created_at'] }),
  searchable: [centers.name, centers.code, centers.city, centers.address],
  filters: { status: filters.equals(centers.status), city: filters.contains(centers.city) },
  tieBreaker: centers.id,
};

export const listCenters = recordList(centers, centerListPlan, toCenter);

const CENTER_MESSAGES = { notFound: 'Center not found', codeTaken: 'Code already exists' } as const;

export function centerStore(inUse: InUseRegistry) {
  return recordStore(
    {
      table: centers,
      id: centers.id,
      entity: 'center',
      notFoundMessage: CENTER_MESSAGES.notFound,
      unique: [{ field: 'code', column: centers.code, index: 'centers_code_lower_key', message: CENTER_MESSAGES.codeTaken }],
      nameOf: (row) => row.name,
      toDto: toCenter,
    },
    inUse,
  );
}
