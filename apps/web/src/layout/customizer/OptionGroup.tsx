/** One customizer setting: a label and a row of choices, one of them selected. */
import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';

interface OptionGroupProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  testId?: string;
}

export function OptionGroup<T extends string>({ label, value, options, onChange, testId }: OptionGroupProps<T>) {
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={labelId}
        data-testid={testId}
        onChange={(_event, next: T | null) => {
          if (next !== null) onChange(next);
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', py: 0.75 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
