/** A tab's label with its count in a badge beside it (Renew Card's Expired/Renewed, the applications' statuses). */
import { Badge, Box } from '@mui/material';

export function CountTabLabel({ label, count }: { label: string; count: string | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      {label}
      {count === undefined ? null : <Badge component="span" color="primary" badgeContent={count} max={Number.MAX_SAFE_INTEGER} sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />}
    </Box>
  );
}
