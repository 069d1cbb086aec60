/** What both Renew Card tabs share: the list's state in the URL and its page from the server, and the choices of their filters (GET cards/renewed/options). */
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { useListTable } from '../../components/data-table/use-list-query.ts';
import { useRenewalOptions } from './renewals-api.ts';

export function useRenewalTab<T, S extends string, F extends string>(path: string, listOptions: ListStateOptions<S, F>) {
  const { list, result } = useListTable<T, S, F>(path, listOptions);
  const options = useRenewalOptions().data;
  return { list, result, options };
}
