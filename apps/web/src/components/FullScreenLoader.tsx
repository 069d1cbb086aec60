/** Shown while the translations of the first screen load: the mark and a spinner, nothing to read yet. */
import { Box, CircularProgress } from '@mui/material';
import { LogoMark } from './Logo.tsx';

export function FullScreenLoader() {
  return (
    <Box role="progressbar" aria-busy="true" aria-label="PassDesk" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, bgcolor: 'background.default' }}>
      <LogoMark size={56} />
      <CircularProgress size={32} thickness={4} aria-hidden />
    </Box>
  );
}
