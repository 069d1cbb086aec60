/** /401: the signed-in user's role may not open the page they asked for. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { LockedCardIllustration } from './illustrations.tsx';

export default function NotAuthorizedPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage
      code="401"
      title={t('notAuthorized.title')}
      body={t('notAuthorized.body')}
      backLabel={t('backHome')}
      backTo="/"
      illustration={<LockedCardIllustration />}
    />
  );
}
