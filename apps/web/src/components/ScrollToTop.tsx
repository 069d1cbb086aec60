/** A round button that appears after 400 px of scrolling (docs/panel.md "Layout and display settings") and goes back to the top. */
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUpRounded';
import { Fab, Zoom } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_THRESHOLD } from '../theme/sizes.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

export function ScrollToTop() {
  const { t } = useTranslation('common');
  const shown = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  return (
    <Zoom in={shown}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('scrollToTop')}
        data-testid="scroll-to-top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={(theme) => ({ position: 'fixed', bottom: theme.spacing(5), right: theme.spacing(5), zIndex: theme.zIndex.speedDial })}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
