/**
 * What the three forgot-password steps share when they call the API: the server's refusal goes
 * under the field it names (announced), or into a toast; 429 answers say when to retry.
 */
import toast from '../../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api.ts';
import { useAuthMessage } from '../use-auth-message.ts';

export function useStepFailure<T extends FieldValues>(setError: UseFormSetError<T>, field: Path<T>) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  return (error: unknown) => {
    const fieldMessage = error instanceof ApiError ? error.errors?.[field] : undefined;
    const text = message(fieldMessage ?? (error instanceof Error ? error.message : undefined)) ?? t('errors.generic');
    if (fieldMessage) setError(field, { type: 'server', message: text }, { shouldFocus: true });
    toast.error(text);
  };
}
