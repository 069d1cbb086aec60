/** A filter of a list on one of a few values (status, scope...), with "All" to lift it; and such filters bound to a list's filter by name. */
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

interface ListFilterProps<S extends string, F extends string> {
  list: ListStateControls<S, F>;
  /** The list's filter this select sets (its value lives in the URL). */
  name: F;
  label: string;
}

/** A SelectFilter on one of the list's filters. */
export function ListSelectFilter<S extends string, F extends string>({ list, name, label, options }: ListFilterProps<S, F> & Pick<SelectFilterProps, 'options'>) {
  return <SelectFilter label={label} value={list.state.filters[name]} onChange={(value) => list.setFilter(name, value)} options={options} />;
}

/** A list filter whose choices are records by id and name (a category, a center, a role, a member of staff). */
export function ChoiceFilter<S extends string, F extends string>({ choices, ...props }: ListFilterProps<S, F> & { choices: ReadonlyArray<{ id: number; name: string }> | undefined }) {
  return <ListSelectFilter {...props} options={(choices ?? []).map((choice) => ({ value: String(choice.id), label: choice.name }))} />;
}

/** The status filter every master-data list has, on the list's `status` filter. */
export function StatusFilter<S extends string, F extends string>({ list }: { list: ListStateControls<S, F | 'status'> }) {
  const { t } = useTranslation('common-table');
  return (
    <ListSelectFilter
      list={list}
      name="status"
      label={t('filter.status')}
      options={[
        { value: 'active', label: t('status.active') },
        { value: 'inactive', label: t('status.inactive') },
      ]}
    />
  );
}
