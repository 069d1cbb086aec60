/** The category and center filters both Delete Cards lists have. */
import { useTranslation } from 'react-i18next';
import type { ListStateControls } from '../../components/data-table/list-state.ts';
import { ListSelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { usePlaceChoices } from './delete-cards-api.ts';

export function PlaceFilters<S extends string, F extends string>({ list }: { list: ListStateControls<S, F | 'category_id' | 'center_id'> }) {
  const { t } = useTranslation('delete-cards');
  const choices = usePlaceChoices();
  return (
    <>
      <ListSelectFilter list={list} name="category_id" label={t('filters.category')} options={choices.data?.categories ?? []} />
      <ListSelectFilter list={list} name="center_id" label={t('filters.center')} options={choices.data?.centers ?? []} />
    </>
  );
}
