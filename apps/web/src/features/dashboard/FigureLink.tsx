/** A dashboard number that opens the list it counts. */
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';

export function FigureLink({ to, value, label }: { to: string; value: string; label: string }) {
  return (
    <MuiLink component={Link} to={to} aria-label={`${value} ${label}`} sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </MuiLink>
  );
}
