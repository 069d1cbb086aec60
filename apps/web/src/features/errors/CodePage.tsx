/** An error page of the panel by its code: its title and text from the `errors` namespace (`<name>.title`, `<name>.body`), and the way home. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../components/ErrorPage.tsx';

export function CodePage({ code, name, illustration }: { code: string; name: 'notAuthorized' | 'notFound'; illustration: ReactNode }) {
  const { t } = useTranslation('errors');
  return <ErrorPage code={code} title={t(`${name}.title`)} body={t(`${name}.body`)} backLabel={t('backHome')} backTo="/" illustration={illustration} />;
}
