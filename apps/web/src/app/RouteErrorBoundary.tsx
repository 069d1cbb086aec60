/** Pages outside the shell (sign-in, error pages) get the same "reload" message when their code fails to load. */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary.tsx';

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname} fallbackWrapper={(failure) => <Box sx={{ maxWidth: 640, mx: 'auto', p: 3, pt: 12 }}>{failure}</Box>}>
      {children}
    </ChunkErrorBoundary>
  );
}
