/** A screen's heading (the page's h1) with its main actions, e.g. "Add category". */
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle ? <Typography color="textSecondary">{subtitle}</Typography> : null}
      </Stack>
      {actions ? (
        // On a phone, or in a language with longer words, the actions go on a second line rather than squeeze.
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
