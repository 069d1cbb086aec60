/**
 * The frame of the guest pages (login, forgot password) and of the second factor a role requires: the logo and one card, centred on the page.
 * `concealed` keeps it invisible (still laid out) while a page draws it in steps under index.html's
 * static card: the centred card grows with each step, and a visible one would count each growth as
 * a layout shift although the static card covers it.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Logo } from '../components/Logo.tsx';

export function AuthLayout({ title, subtitle, concealed = false, children }: { title: string; subtitle?: ReactNode; concealed?: boolean; children: ReactNode }) {
  return (
    <Box
      component="main"
      style={concealed ? { visibility: 'hidden' } : undefined}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 15% 20%, ${theme.palette.primary.main}14 0, transparent 40%), radial-gradient(circle at 85% 80%, ${theme.palette.primary.main}10 0, transparent 45%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ mb: 3 }}>
            <Logo />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.75 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
