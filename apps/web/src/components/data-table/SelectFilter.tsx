/** A filter of a list on one of a few values (status, scope...), with "All" to lift it. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ListStateControls } from './list-state.ts';

export interface SelectFilterProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}

export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const { t } = useTranslation('common-table');
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 160 }}>
      <MenuItem value="">{t('filter.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The status filter every master-data list has, on the list's `status` filter. */
export function StatusFilter<S extends string, F extends string>({ list }: { list: ListStateControls<S, F | 'status'> }) {
  const { t } = useTranslation('common-table');
  return (
    <SelectFilter
      label={t('filter.status')}
      value={list.state.filters.status}
      onChange={(value) => list.setFilter('status', value)}
      options={[
        { value: 'active', label: t('status.active') },
        { value: 'inactive', label: t('status.inactive') },
      ]}
    />
  );
}
