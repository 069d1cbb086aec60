/** The two views of Delete Cards: the cards to choose from, and the deleted-cards history (each its own URL, so each keeps its own list state). */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';

const DELETE_CARDS_PAGE = SCREENS.deleteCards;
const DELETED_HISTORY_PAGE = SCREENS.deletedCards;

export function DeleteCardsHeader() {
  const { t } = useTranslation('delete-cards');
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs value={pathname === DELETED_HISTORY_PAGE ? DELETED_HISTORY_PAGE : DELETE_CARDS_PAGE} sx={{ mb: 2 }} aria-label={t('title')}>
        <Tab label={t('tabs.all')} value={DELETE_CARDS_PAGE} component={Link} to={DELETE_CARDS_PAGE} />
        <Tab label={t('tabs.history')} value={DELETED_HISTORY_PAGE} component={Link} to={DELETED_HISTORY_PAGE} />
      </Tabs>
    </>
  );
}
