/** Two fields side by side on a wide screen, one above the other on a phone. */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
      {children}
    </Stack>
  );
}
