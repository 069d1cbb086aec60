/**
 * MUI's Checkbox for "some of them" boxes (a role's row and column, a list's page of rows): MUI
 * marks a partly-set box `aria-checked="mixed"` but leaves the input's own `indeterminate` state
 * off, so assistive technology and axe see a box that says "mixed" while the browser says "not
 * ticked". This one sets the input's `indeterminate` to match after every render (the input's ref
 * goes through `slotProps.input`, where MUI 9 takes it).
 */
import { Checkbox, type CheckboxProps } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';

export function MixedCheckbox({ slotProps, ...props }: Omit<CheckboxProps, 'slotProps'> & { slotProps?: { input?: Record<string, unknown> } }) {
  const input = useRef<HTMLInputElement>(null);
  const mixed = Boolean(props.indeterminate);
  // Every render: a click clears the input's own state even when the prop stays the same.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  });
  return <Checkbox {...props} slotProps={{ ...slotProps, input: { ...slotProps?.input, ref: input } }} />;
}
