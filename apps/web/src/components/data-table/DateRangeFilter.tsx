/**
 * A filter on a date range (issued between, expires between...): two date inputs whose values
 * (YYYY-MM-DD, empty for open) go to two list filters in one step, e.g.
 * `<DateRangeFilter label="Issued" from={f.issued_from} to={f.issued_to} onChange={(from, to) => list.setFilters({ issued_from: from, issued_to: to })} />`.
 */
import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DateRangeFilterProps {
  label: string;
  from: string;
  to: string;
  onChange(from: string, to: string): void;
}

export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('common-table');
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label} sx={{ width: { xs: '100%', md: 'auto' } }}>
      <TextField
        size="small"
        type="date"
        label={t('filter.from', { label })}
        value={from}
        onChange={(event) => onChange(event.target.value, to)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        sx={{ width: { xs: '50%', md: 170 } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filter.to', { label })}
        value={to}
        onChange={(event) => onChange(from, event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        sx={{ width: { xs: '50%', md: 170 } }}
      />
    </Stack>
  );
}
