/**
 * Audit trail (/audit, super admins only): who did what to which record, when and from where,
 * filtered by user, entity, action and day; CSV of the current filters; a details dialog with the
 * recorded before and after (personal data masked by the server).
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Chip } from '@mui/material';
import type { AuditEvent } from '@passdesk/contract/audit/audit';
import { auditFieldChanges } from '@passdesk/contract/audit/audit-changes';
import { AUDIT_SORTS } from '@passdesk/contract/http/list-sorts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/chunk-load.ts';
import { dateColumn, textColumn, TitleCell } from '../../components/data-table/cells.tsx';
import type { DataColumn } from '../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { RecordListScreen } from '../../components/data-table/RecordListScreen.tsx';
import { useRecordList } from '../../components/data-table/use-record-list.ts';
import { OnDemand } from '../../components/OnDemand.tsx';
import { useFormat } from '../../lib/format.ts';
import { AUDIT_EXPORT_PATH, AUDIT_LIST_PATHS } from './audit-api.ts';
import { AuditFilters, type AuditFilter as Filter } from './AuditFilters.tsx';

/** The details dialog loads when it opens (components/chunk-load.ts). */
const AuditDetailsDialog = lazyComponent(() => import('./AuditDetailsDialog.tsx').then((module) => module.AuditDetailsDialog));

type Sort = (typeof AUDIT_SORTS)[number];
const FILTERS: readonly Filter[] = ['user_id', 'entity', 'action', 'from', 'to'];
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: AUDIT_SORTS, defaultSort: 'occurred_at', defaultOrder: 'desc', filters: FILTERS };

const ACTION_COLOURS: Record<string, 'success' | 'info' | 'error' | 'default'> = { create: 'success', update: 'info', delete: 'error' };

export default function AuditPage() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const [shown, setShown] = useState<AuditEvent | null>(null);
  // A super admin holds every flag and `readOnly` turns every write off; nobody else reaches the
  // page (SUPER_ADMIN_PATHS) or the API (access.superAdmin()).
  const records = useRecordList<AuditEvent, never, Sort, Filter>({ paths: AUDIT_LIST_PATHS, permission: PERMISSION.userManagement, listOptions: LIST_OPTIONS, readOnly: true });

  const columns: DataColumn<AuditEvent, Sort>[] = [
    dateColumn('occurred_at', t('fields.time'), (row) => row.occurred_at, format.dateTime),
    {
      id: 'actor',
      header: t('fields.actor'),
      primary: true,
      render: (row) => <TitleCell title={row.actor_name ?? t(`actorType.${row.actor_type}`)} detail={row.actor_name ? t(`actorType.${row.actor_type}`) : undefined} />,
    },
    {
      id: 'action',
      header: t('fields.action'),
      sortField: 'action',
      render: (row) => <Chip size="small" variant="outlined" color={ACTION_COLOURS[row.action] ?? 'default'} label={row.action} />,
    },
    { id: 'entity', header: t('fields.record'), sortField: 'entity', render: (row) => <TitleCell title={row.entity} detail={row.entity_id ? `#${row.entity_id}` : undefined} monospaceDetail /> },
    textColumn('changes', t('fields.changes'), (row) => auditFieldChanges(row.changes).map((change) => change.field).join(', ')),
    { id: 'where', header: t('fields.where'), render: (row) => <TitleCell title={row.ip ?? '—'} detail={row.user_agent ?? undefined} /> },
  ];

  return (
    <>
      <RecordListScreen
        records={records}
        columns={columns}
        rowName={(row) => `${row.action} ${row.entity}${row.entity_id ? ` #${row.entity_id}` : ''}`}
        extraActions={(row) => [
          { id: 'details', label: t('details.open', { name: `${row.action} ${row.entity}` }), icon: <VisibilityOutlinedIcon fontSize="small" />, onClick: () => setShown(row) },
        ]}
        filters={<AuditFilters list={records.list} />}
        exportCsv={{ path: AUDIT_EXPORT_PATH, filename: 'audit-trail.csv' }}
        texts={{
          title: t('list.title'),
          subtitle: t('list.subtitle'),
          search: t('list.search'),
          emptyTitle: t('list.emptyTitle'),
          emptyHint: t('list.emptyHint'),
          // A read-only list: nothing is added or deleted, so these texts are never shown.
          add: '',
          deleteTitle: '',
          deleteMessage: () => '',
          deleted: () => '',
        }}
      />
      {shown ? (
        <OnDemand onClose={() => setShown(null)}>
          <AuditDetailsDialog event={shown} onClose={() => setShown(null)} />
        </OnDemand>
      ) : null}
    </>
  );
}
