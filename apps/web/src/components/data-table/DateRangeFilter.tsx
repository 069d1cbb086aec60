/**
 * A filter on a date range (issued between, expires between...): two date inputs whose values
 * (YYYY-MM-DD, empty for open) go to two list filters in one step, e.g.
 * `<DateRangeFilter label="Issued" from={f.issued_from} to={f.issued_to} onChange={(from, to) => list.setFilters({ issued_from: from, issued_to: to })} />`.
 */
import { Stack, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DateInputProps {
  label: string;
  /** YYYY-MM-DD, empty for none. */
  value: string;
  onChange(value: string): void;
  /** The other end of the range, which this end may not pass. */
  min?: string;
  max?: string;
  sx?: SxProps<Theme>;
}

/** One date input of a filter, its label always raised. */
export function DateInput({ label, value, onChange, min, max, sx }: DateInputProps) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined, max: max || undefined } }}
      sx={sx}
    />
  );
}

const HALF = { width: { xs: '50%', md: 170 } };

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
      <DateInput label={t('filter.from', { label })} value={from} onChange={(next) => onChange(next, to)} max={to} sx={HALF} />
      <DateInput label={t('filter.to', { label })} value={to} onChange={(next) => onChange(from, next)} min={from} sx={HALF} />
    </Stack>
  );
}
