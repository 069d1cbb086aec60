/** Picks one route by typing its number or name: routes can be thousands, so the server searches. */
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteSearch } from './card-options.ts';

export interface RouteChoice {
  id: number;
  route_number: string;
  name: string;
}

export interface RoutePickerProps {
  label: string;
  value: RouteChoice | null;
  onChange(route: RouteChoice | null): void;
  required?: boolean;
  error?: string;
  hint?: string;
  size?: 'small' | 'medium';
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?(): void;
}

const routeLabel = (route: RouteChoice) => `${route.route_number} · ${route.name}`;

export function RoutePicker({ label, value, onChange, required, error, hint, size = 'medium', inputRef, onBlur }: RoutePickerProps) {
  const { t } = useTranslation('cards');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const routes = useRouteSearch(open ? typed : '');
  const options: RouteChoice[] = routes.data ?? [];

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, route) => onChange(route)}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      options={value && !options.some((route) => route.id === value.id) ? [value, ...options] : options}
      // The server filters; showing its answer as it is.
      filterOptions={(all) => all}
      getOptionLabel={routeLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={routes.isFetching}
      noOptionsText={t('route.none')}
      loadingText={t('route.loading')}
      size={size}
      sx={size === 'small' ? { width: 220 } : undefined}
      fullWidth={size !== 'small'}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? hint}
          inputRef={inputRef}
          fullWidth
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {routes.isFetching && open ? <CircularProgress color="inherit" size={18} aria-label={t('common:loading')} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
