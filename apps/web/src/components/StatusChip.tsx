/** A record's status as a coloured chip; the label is translated, the colour says it at a glance. */
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Status values and their colours; features add theirs here so the same word always looks the same. */
const STATUS_COLOURS: Record<string, ChipProps['color']> = {
  active: 'success',
  inactive: 'default',
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  blocked: 'error',
  expired: 'warning',
  deleted: 'error',
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
};

export function StatusChip({ status, label }: { status: string; label?: string }) {
  const { t } = useTranslation('common-table');
  return (
    <Chip
      size="small"
      variant={status === 'inactive' ? 'outlined' : 'filled'}
      color={STATUS_COLOURS[status] ?? 'default'}
      label={label ?? t(`status.${status}`, { defaultValue: status })}
    />
  );
}
