/** Names the browser tab after the route being shown: "Dashboard · PassDesk". */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from './route-title.ts';

export function DocumentTitle() {
  const { t } = useTranslation(['nav', 'common']);
  const titleKey = useRouteTitleKey();
  const appName = t('common:appName');
  const title = titleKey ? `${t(`nav:${titleKey}`)} · ${appName}` : appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
