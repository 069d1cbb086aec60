/** The card list's filters: category, center, route, status, expiring within N days, issued between two dates. */
import { TextField } from '@mui/material';
import { CARD_LIST_STATUSES } from '@passdesk/contract/cards/card-list';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { useTranslation } from 'react-i18next';
import type { ListStateControls } from '../../components/data-table/list-state.ts';
import { SelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useCardOptions } from './card-options.ts';
import { RoutePicker } from './RoutePicker.tsx';

export const CARD_FILTERS = ['category_id', 'center_id', 'route_id', 'status', 'expiring_within_days', 'issued_from', 'issued_to'] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];

const EXPIRING_CHOICES = [7, 15, 30, 60, 90] as const;

export function CardFilters<S extends string>({ list, rows }: { list: ListStateControls<S, CardFilter>; rows: readonly CardListItem[] }) {
  const { t } = useTranslation('cards');
  const options = useCardOptions();
  const { filters } = list.state;
  const routeId = Number(filters.route_id) || null;
  // The rows of a list filtered by a route all carry it: its number and name come from them.
  const shownRoute = routeId ? (rows.find((row) => row.route?.id === routeId)?.route ?? { id: routeId, route_number: `#${routeId}`, name: t('filters.route') }) : null;

  return (
    <>
      <SelectFilter
        label={t('filters.category')}
        value={filters.category_id}
        onChange={(value) => list.setFilter('category_id', value)}
        options={(options.data?.categories ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
      />
      <SelectFilter
        label={t('filters.center')}
        value={filters.center_id}
        onChange={(value) => list.setFilter('center_id', value)}
        options={(options.data?.centers ?? []).map((center) => ({ value: String(center.id), label: center.name }))}
      />
      <RoutePicker size="small" label={t('filters.route')} value={shownRoute} onChange={(route) => list.setFilter('route_id', route ? String(route.id) : '')} />
      <SelectFilter
        label={t('filters.status')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={CARD_LIST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <SelectFilter
        label={t('filters.expiring')}
        value={filters.expiring_within_days}
        onChange={(value) => list.setFilter('expiring_within_days', value)}
        options={EXPIRING_CHOICES.map((days) => ({ value: String(days), label: t('filters.withinDays', { count: days }) }))}
      />
      <TextField
        size="small"
        type="date"
        label={t('filters.issuedFrom')}
        value={filters.issued_from}
        onChange={(event) => list.setFilter('issued_from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.issued_to || undefined } }}
        sx={{ minWidth: 160 }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filters.issuedTo')}
        value={filters.issued_to}
        onChange={(event) => list.setFilter('issued_to', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.issued_from || undefined } }}
        sx={{ minWidth: 160 }}
      />
    </>
  );
}
