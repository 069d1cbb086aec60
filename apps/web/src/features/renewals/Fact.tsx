/** A labelled value of the renewal screens (the card being renewed, a renewal's view), and the link to a card. */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LabelledValue } from '../../components/LabelledValue.tsx';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack>
      <LabelledValue label={label}>{children}</LabelledValue>
    </Stack>
  );
}

/** The card's number, opening its page. */
export function CardLink({ id, number }: { id: number; number: string }) {
  return (
    <Typography component={Link} to={screenPath(SCREENS.viewCard, { id })} sx={{ fontWeight: 600, color: 'primary.main' }}>
      {number}
    </Typography>
  );
}
