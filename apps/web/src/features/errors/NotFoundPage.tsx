/** /404: the page does not exist. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { LostBusIllustration } from './illustrations.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      backLabel={t('backHome')}
      backTo="/"
      illustration={<LostBusIllustration />}
    />
  );
}
