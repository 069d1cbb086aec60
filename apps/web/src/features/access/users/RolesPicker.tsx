/**
 * Picks a user's roles in order: chips are numbered as chosen, and the first one is shown as the
 * user's role (`role` in `me`); every role opens its pages (docs/panel.md "Route access").
 * Removing and adding a role moves it to the end.
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface RoleOption {
  id: number;
  name: string;
}

export interface RolesPickerProps {
  options: readonly RoleOption[];
  value: number[];
  onChange(next: number[]): void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
}

export function RolesPicker({ options, value, onChange, onBlur, error, disabled }: RolesPickerProps) {
  const { t } = useTranslation('access');
  const byId = new Map(options.map((option) => [option.id, option]));
  // A role the options do not list (deleted meanwhile) still shows, so the user sees what is sent.
  const selected = value.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      options={[...options]}
      value={selected}
      disabled={disabled}
      onBlur={onBlur}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              color={index === 0 ? 'primary' : 'default'}
              variant={index === 0 ? 'filled' : 'outlined'}
              label={`${index + 1}. ${option.name}`}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('users.roles')} error={Boolean(error)} helperText={error ?? t('users.rolesHint')} />
      )}
    />
  );
}
