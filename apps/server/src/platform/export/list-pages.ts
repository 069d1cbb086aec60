/**
 * Every row of a paged list, page after page at the largest page size, for the CSV export of a
 * list kept small by its nature (categories, centers, routes, staff, roles, permissions): the
 * list's own read, so the file holds what the list shows, in its order. Lists that grow without
 * bound (cards, applications, scans, the audit trail) read their exports in keyset batches instead
 * (`listExportRows`, list-query.ts).
 */
import { MAX_PAGE_SIZE } from '@passdesk/contract/http/list';

/** One page of the list: its rows at `page` (from 1) with `limit` rows a page. */
export type ReadPage<T> = (page: number, limit: number) => Promise<readonly T[]>;

export async function* everyListRow<T>(readPage: ReadPage<T>, pageSize = MAX_PAGE_SIZE): AsyncGenerator<T> {
  for (let page = 1; ; page += 1) {
    const rows = await readPage(page, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}
