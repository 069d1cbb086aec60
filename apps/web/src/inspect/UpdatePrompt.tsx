/** "New version ready — Reload": shown while a new version of the app waits (app-update.ts). */
import { useTranslation } from 'react-i18next';
import { acceptUpdate, useUpdateReady } from './app-update.ts';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useUpdateReady();
  if (!ready) return null;
  return (
    <div className="pd-update" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" className="pd-button pd-primary" onClick={acceptUpdate}>
        {t('update.reload')}
      </button>
    </div>
  );
}
