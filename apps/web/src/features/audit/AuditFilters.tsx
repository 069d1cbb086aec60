/**
 * The audit trail's filters: user, entity, action and day. Their choices come from their own
 * request, read here, so its answer redraws the filters alone, not the page and its rows
 * (docs/architecture.md "The list screen").
 */
import { useQuery } from '@tanstack/react-query';
import type { AuditOptions } from '@passdesk/contract/audit/audit';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter.tsx';
import type { ListStateControls } from '../../components/data-table/list-state.ts';
import { SelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { requestData } from '../../lib/api.ts';
import { AUDIT_OPTIONS_PATH } from './audit-api.ts';

export type AuditFilter = 'user_id' | 'entity' | 'action' | 'from' | 'to';

const choices = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

export function AuditFilters<S extends string>({ list }: { list: ListStateControls<S, AuditFilter> }) {
  const { t } = useTranslation('audit');
  const { filters } = list.state;
  const options = useQuery({ queryKey: [AUDIT_OPTIONS_PATH], queryFn: () => requestData<AuditOptions>(AUDIT_OPTIONS_PATH) });
  return (
    <>
      <SelectFilter
        label={t('fields.user')}
        value={filters.user_id}
        onChange={(value) => list.setFilter('user_id', value)}
        options={(options.data?.users ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
      />
      <SelectFilter label={t('fields.entity')} value={filters.entity} onChange={(value) => list.setFilter('entity', value)} options={choices(options.data?.entities)} />
      <SelectFilter label={t('fields.action')} value={filters.action} onChange={(value) => list.setFilter('action', value)} options={choices(options.data?.actions)} />
      <DateRangeFilter label={t('fields.time')} from={filters.from} to={filters.to} onChange={(from, to) => list.setFilters({ from, to })} />
    </>
  );
}
