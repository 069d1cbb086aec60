/** A labelled value of the renewal screens (the card being renewed, a renewal's view), and the link to a card. */
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The card's number, opening its page. */
export function CardLink({ id, number }: { id: number; number: string }) {
  return (
    <Typography component={Link} to={`/card-management/${id}`} sx={{ fontWeight: 600, color: 'primary.main' }}>
      {number}
    </Typography>
  );
}
