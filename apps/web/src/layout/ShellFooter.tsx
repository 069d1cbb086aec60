/** The footer: fixed to the bottom, static under the content, or hidden (docs/panel.md "Layout and display settings"). */
import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BOXED_CONTENT_MAX_WIDTH } from '../theme/sizes.ts';
import { useSettings } from '../settings/settings-context.ts';

export function ShellFooter() {
  const { t } = useTranslation('common');
  const { settings } = useSettings();
  if (settings.footer === 'hidden') return null;
  const fixed = settings.footer === 'fixed';
  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={(theme) => ({
        position: fixed ? 'sticky' : 'static',
        bottom: 0,
        zIndex: fixed ? theme.zIndex.appBar - 1 : 'auto',
        bgcolor: fixed ? 'background.paper' : 'transparent',
        boxShadow: fixed ? theme.shadows[3] : 'none',
      })}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ px: { xs: 2, sm: 3 }, py: 2, justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' }, maxWidth: settings.contentWidth === 'boxed' ? BOXED_CONTENT_MAX_WIDTH : 'none', mx: 'auto' }}
      >
        <Typography variant="body2" color="textSecondary">
          {t('footer.copyright', { year: new Date().getFullYear() })} · {t('footer.madeFor')}
        </Typography>
        <MuiLink href="/api/docs" target="_blank" rel="noopener noreferrer" variant="body2" underline="hover" color="primary">
          {t('footer.documentation')}
        </MuiLink>
      </Stack>
    </Box>
  );
}
