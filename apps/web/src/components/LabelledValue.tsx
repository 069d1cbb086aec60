/**
 * A record's detail on its page: the label, and the value under it. `term` writes them as a term
 * and its description, for a caller inside a <dl>; the caller places the pair (a grid cell, a stack).
 */
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function LabelledValue({ label, children, term = false, gap = 0.25 }: { label: string; children: ReactNode; term?: boolean; gap?: number }) {
  return (
    <>
      <Typography variant="body2" color="textSecondary" component={term ? 'dt' : 'p'}>
        {label}
      </Typography>
      <Typography component={term ? 'dd' : 'div'} sx={{ m: 0, mt: gap, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
