/**
 * What every form shows the same way, in a dialog (FormDialog) or on a page of its own (FormPage):
 * the form's own error (formSubmit's `root.server`) on top, and Cancel and Save, both disabled
 * while saving, Save then reading "Saving…".
 */
import { Alert, Button } from '@mui/material';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessageText } from './message-patterns.ts';

/** What the form parts read of a react-hook-form form: whether it is saving, and the error of no field. */
export interface SubmittingForm {
  formState: { isSubmitting: boolean; isDirty: boolean; errors: { root?: FieldErrors['root'] } };
}

export function FormError({ form }: { form: SubmittingForm }) {
  const messageText = useMessageText();
  const message = messageText(form.formState.errors.root?.server?.message);
  return message ? <Alert severity="error">{message}</Alert> : null;
}

export interface FormButtonsProps {
  form: SubmittingForm;
  /** Cancel closes (a dialog) or goes back to a page (a link). */
  cancel: (() => void) | string;
  submitLabel?: string;
}

export function FormButtons({ form, cancel, submitLabel }: FormButtonsProps) {
  const { t } = useTranslation('common-table');
  const submitting = form.formState.isSubmitting;
  return (
    <>
      {typeof cancel === 'string' ? (
        <Button component={Link} to={cancel} disabled={submitting}>
          {t('form.cancel')}
        </Button>
      ) : (
        <Button onClick={cancel} disabled={submitting}>
          {t('form.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitting ? t('form.saving') : (submitLabel ?? t('form.save'))}
      </Button>
    </>
  );
}
