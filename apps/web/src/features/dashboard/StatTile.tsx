/** One dashboard figure: its name, the number, and a link to the list it counts. */
import { Card, CardActionArea, Stack, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

export interface StatTileProps {
  label: string;
  value: string;
  to: string;
  icon: ComponentType<SvgIconProps>;
  colour: 'primary' | 'success' | 'warning' | 'error' | 'info' | 'secondary';
}

export function StatTile({ label, value, to, icon: Icon, colour }: StatTileProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%', p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Stack sx={{ p: 1.25, borderRadius: 2, bgcolor: `${colour}.main`, color: `${colour}.contrastText`, flexShrink: 0 }} aria-hidden="true">
            <Icon />
          </Stack>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {value}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {label}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
