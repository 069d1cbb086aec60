/** The card list's filters: category, center, route, status, expiring within N days, issued between two dates. */
import { CARD_LIST_STATUSES } from '@passdesk/contract/cards/card-statuses';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { useTranslation } from 'react-i18next';
import { useCardStatusOptions } from '../../entities/card/card-status.ts';
import type { ListStateControls } from '../../components/data-table/list-state.ts';
import { DateInput } from '../../components/data-table/DateRangeFilter.tsx';
import { ChoiceFilter, ListSelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useCardOptions } from './card-options.ts';
import { RoutePicker } from './RoutePicker.tsx';

export const CARD_FILTERS = ['category_id', 'center_id', 'route_id', 'status', 'expiring_within_days', 'issued_from', 'issued_to'] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];

const EXPIRING_CHOICES = [7, 15, 30, 60, 90] as const;
const WIDE = { minWidth: 160 };

export function CardFilters<S extends string>({ list, rows }: { list: ListStateControls<S, CardFilter>; rows: readonly CardListItem[] }) {
  const { t } = useTranslation('cards');
  const statusOptions = useCardStatusOptions(CARD_LIST_STATUSES);
  const options = useCardOptions();
  const { filters } = list.state;
  const routeId = Number(filters.route_id) || null;
  // The rows of a list filtered by a route all carry it: its number and name come from them.
  const shownRoute = routeId ? (rows.find((row) => row.route?.id === routeId)?.route ?? { id: routeId, route_number: `#${routeId}`, name: t('filters.route') }) : null;

  return (
    <>
      <ChoiceFilter list={list} name="category_id" label={t('filters.category')} choices={options.data?.categories} />
      <ChoiceFilter list={list} name="center_id" label={t('filters.center')} choices={options.data?.centers} />
      <RoutePicker size="small" label={t('filters.route')} value={shownRoute} onChange={(route) => list.setFilter('route_id', route ? String(route.id) : '')} />
      <ListSelectFilter list={list} name="status" label={t('filters.status')} options={statusOptions} />
      <ListSelectFilter
        list={list}
        name="expiring_within_days"
        label={t('filters.expiring')}
        options={EXPIRING_CHOICES.map((days) => ({ value: String(days), label: t('filters.withinDays', { count: days }) }))}
      />
      <DateInput label={t('filters.issuedFrom')} value={filters.issued_from} onChange={(value) => list.setFilter('issued_from', value)} max={filters.issued_to} sx={WIDE} />
      <DateInput label={t('filters.issuedTo')} value={filters.issued_to} onChange={(value) => list.setFilter('issued_to', value)} min={filters.issued_from} sx={WIDE} />
    </>
  );
}
