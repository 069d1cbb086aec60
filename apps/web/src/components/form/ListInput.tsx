/**
 * A list of short names (required documents, a route's stops) bound to a string-array field:
 * type a name and press Enter (or a comma) to add it; each entry is a chip that can be removed.
 * Suggestions are offered but any name may be typed.
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { BoundField, textFieldProps } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';

export interface ListInputProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  suggestions?: readonly string[];
  placeholder?: string;
}

/** Splits pasted or typed text on commas and new lines, trims, drops empty and repeated entries. */
export function addEntries(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const entry of typed.split(/[,\n]/).map((part) => part.trim())) {
    if (entry && !next.some((existing) => existing.toLowerCase() === entry.toLowerCase())) next.push(entry);
  }
  return next;
}

export function ListInput<T extends FieldValues, O extends FieldValues>(props: ListInputProps<T, O>) {
  const { disabled, suggestions = [], placeholder } = props;
  return (
    <BoundField
      {...props}
      render={(field, error) => {
        const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
        return (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            disabled={disabled}
            options={suggestions.filter((option) => !value.includes(option))}
            value={value}
            onChange={(_, next) => field.onChange(next.reduce<string[]>((list, entry) => addEntries(list, entry), []))}
            onBlur={field.onBlur}
            renderValue={(entries, getItemProps) =>
              entries.map((entry, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={entry} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                {...textFieldProps(props, error)}
                fullWidth={false}
                placeholder={placeholder}
              />
            )}
          />
        );
      }}
    />
  );
}
