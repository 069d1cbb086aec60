/**
 * MUI's Checkbox for "some of them" boxes (a role's row and column, a list's page of rows): MUI
 * marks a partly-set box `aria-checked="mixed"` but leaves the input's own `indeterminate` state
 * off, so assistive technology and axe see a box that says "mixed" while the browser says "not
 * ticked". This one sets the input's `indeterminate` to match after every render.
 */
import { Checkbox, type CheckboxProps } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';

export function MixedCheckbox(props: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const mixed = Boolean(props.indeterminate);
  // Every render: a click clears the input's own state even when the prop stays the same.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  });
  return <Checkbox {...props} inputRef={input} />;
}
