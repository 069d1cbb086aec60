/** The category and center filters both Delete Cards lists have. */
import { useTranslation } from 'react-i18next';
import type { ListStateControls } from '../../components/data-table/list-state.ts';
import { SelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { usePlaceChoices } from './delete-cards-api.ts';

export function PlaceFilters<S extends string, F extends string>({ list }: { list: ListStateControls<S, F | 'category_id' | 'center_id'> }) {
  const { t } = useTranslation('delete-cards');
  const choices = usePlaceChoices();
  const { filters } = list.state;
  return (
    <>
      <SelectFilter label={t('filters.category')} value={filters.category_id} onChange={(value) => list.setFilter('category_id', value)} options={choices.data?.categories ?? []} />
      <SelectFilter label={t('filters.center')} value={filters.center_id} onChange={(value) => list.setFilter('center_id', value)} options={choices.data?.centers ?? []} />
    </>
  );
}
