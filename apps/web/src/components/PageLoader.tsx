/** Shown in the content area while a lazily loaded page arrives. */
import { Box, CircularProgress } from '@mui/material';

export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress size={32} thickness={4} />
    </Box>
  );
}
