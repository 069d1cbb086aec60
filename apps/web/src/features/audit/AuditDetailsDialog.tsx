/** One audit event: who, when, from where, and the recorded changes as field, before and after. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditEvent } from '@passdesk/contract/audit/audit';
import { auditFieldChanges } from '@passdesk/contract/audit/audit-changes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';

/** A recorded value as text: objects and lists as JSON, nothing as a dash. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ mt: 0.5, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}

const valueSx = { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

export function AuditDetailsDialog({ event, onClose }: { event: AuditEvent; onClose(): void }) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const titleId = useId();
  const changes = auditFieldChanges(event.changes);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('details.title', { action: event.action, entity: event.entity })}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Detail label={t('fields.time')}>{format.dateTime(event.occurred_at)}</Detail>
          <Detail label={t('fields.actor')}>{event.actor_name ?? t(`actorType.${event.actor_type}`)}</Detail>
          <Detail label={t('fields.record')}>{`${event.entity}${event.entity_id ? ` #${event.entity_id}` : ''}`}</Detail>
          <Detail label={t('fields.ip')}>{event.ip ?? '—'}</Detail>
          <Detail label={t('fields.userAgent')}>{event.user_agent ?? '—'}</Detail>
          <Detail label={t('fields.requestId')}>{event.request_id ?? '—'}</Detail>
        </Grid>
        {changes.length === 0 ? (
          <Typography color="textSecondary">{t('details.noChanges')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('details.changes')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('details.field')}</TableCell>
                  <TableCell>{t('details.before')}</TableCell>
                  <TableCell>{t('details.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                      {change.field}
                    </TableCell>
                    <TableCell sx={{ ...valueSx, color: change.before === undefined ? 'text.disabled' : 'error.main' }}>{auditValueText(change.before)}</TableCell>
                    <TableCell sx={{ ...valueSx, color: 'success.main' }}>{auditValueText(change.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 2 }}>
          {t('details.masked')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
