/** The frame of the citizens' pages (/apply, /apply/status): no sign-in, phone first, the language menu at the top. */
import { Box, Container, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { LanguageMenu } from '../../layout/app-bar/LanguageMenu.tsx';

/** `link` follows the subtitle: the way to the other citizens' page. */
export function PublicLayout({ title, subtitle, link, children }: { title: string; subtitle?: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1 }}>
          <Logo />
          <LanguageMenu />
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={0.5} sx={{ mb: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="textSecondary">
              {subtitle}
              {link ? (
                <>
                  {' '}
                  <MuiLink component={Link} to={link.to}>
                    {link.label}
                  </MuiLink>
                </>
              ) : null}
            </Typography>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
