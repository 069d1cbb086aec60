/** A full-page error screen (401, 404): the code, what happened, and a way back. */
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';

interface ErrorPageProps {
  code: string;
  title: string;
  body: string;
  backLabel: string;
  backTo: string;
  illustration: ReactNode;
}

export function ErrorPage({ code, title, body, backLabel, backTo, illustration }: ErrorPageProps) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: { xs: 3, md: 6 }, pt: 4 }}>
        <Logo />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Paper elevation={0} sx={{ bgcolor: 'transparent', textAlign: 'center', maxWidth: 560 }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ color: 'primary.main', width: 220, height: 160 }}>{illustration}</Box>
            <Typography component="p" sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
              {code}
            </Typography>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            <Typography color="textSecondary">{body}</Typography>
            <Button component={Link} to={backTo} variant="contained" size="large" startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} sx={{ mt: 2 }}>
              {backLabel}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
