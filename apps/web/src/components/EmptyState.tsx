/** What a list shows when it has nothing: what happened and what to do next. */
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** The call to action: create the first record, or clear the filters. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center' }} role="status">
      <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden="true" />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {description ? (
        <Typography color="textSecondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      ) : null}
      {action}
    </Stack>
  );
}
