/** A titled panel of a card's pages (form sections, the view's history and documents). */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function CardSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
