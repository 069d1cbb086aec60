/**
 * "Skip to content": the first thing Tab reaches on every signed-in screen, hidden until focused;
 * it moves the focus past the menu and the app bar to the page (WCAG 2.4.1).
 */
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '2px solid', outlineOffset: 2 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
