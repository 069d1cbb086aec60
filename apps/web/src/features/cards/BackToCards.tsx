/** The way back from a card's pages to the list. */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToCards() {
  const { t } = useTranslation('cards');
  return (
    <Button component={Link} to={SCREENS.cards} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
      {t('backToList')}
    </Button>
  );
}
