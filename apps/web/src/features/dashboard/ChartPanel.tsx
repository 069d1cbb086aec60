/** A titled box around one dashboard chart and the linked numbers it draws. */
import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function ChartPanel({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0, gridColumn: wide ? { md: '1 / -1' } : undefined }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
