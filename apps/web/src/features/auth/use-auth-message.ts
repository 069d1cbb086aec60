/** The sign-in flows' messages in the user's language: the `auth` namespace words them by their English text (components/form/use-server-message.ts). */
import { useServerMessage } from '../../components/form/use-server-message.ts';

export const useAuthMessage = () => useServerMessage('auth');
