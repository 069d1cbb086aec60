/**
 * Connects the API client to the screen (spec section 8): a 401 ends the session with a
 * "session expired" toast and goes to /login; other failures show the server's message.
 */
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/session-context.ts';
import { GENERIC_ERROR_MESSAGE, setApiHandlers } from '../lib/api.ts';

export function ApiErrorToasts() {
  const { logout } = useSession();
  const { t } = useTranslation('errors');
  useEffect(() => {
    setApiHandlers({
      onUnauthorized() {
        // One toast however many requests failed at once.
        toast.error(t('sessionExpired'), { id: 'session-expired' });
        logout();
      },
      onError(error) {
        toast.error(error.message || t('generic', { defaultValue: GENERIC_ERROR_MESSAGE }));
      },
    });
  }, [logout, t]);
  return null;
}
