/**
 * What both Renew Card tabs share: the list's state in the URL and its page from the server, the
 * choices of their filters (GET cards/renewed/options), and a filter over one of those choices.
 */
import { SelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListState, type ListStateControls, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { useRenewalOptions } from './renewal-api.ts';

export function useRenewalTab<T, S extends string, F extends string>(path: string, listOptions: ListStateOptions<S, F>) {
  const list = useListState(listOptions);
  const result = useListQuery<T>(path, list.query);
  const options = useRenewalOptions().data;
  return { list, result, options };
}

/** A select filter whose choices are records by id and name (a category, a center, a member of staff). */
export function ChoiceFilter<S extends string, F extends string>({ list, name, label, choices }: { list: ListStateControls<S, F>; name: F; label: string; choices: ReadonlyArray<{ id: number; name: string }> | undefined }) {
  return (
    <SelectFilter
      label={label}
      value={list.state.filters[name]}
      onChange={(value) => list.setFilter(name, value)}
      options={(choices ?? []).map((choice) => ({ value: String(choice.id), label: choice.name }))}
    />
  );
}
