/**
 * A create/edit form in a dialog: title, fields, the form's own error, Cancel and Save. Enter
 * submits; while saving, the dialog cannot be dismissed.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What the dialog reads of a react-hook-form form: whether it is saving, and the error of no field. */
export interface DialogForm {
  formState: { isSubmitting: boolean; errors: { root?: FieldErrors['root'] } };
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  /** The form inside: saving disables the buttons; its server error (formSubmit's `root.server`) shows on top. */
  form: DialogForm;
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

export function FormDialog({ open, title, onSubmit, onClose, form, submitLabel, maxWidth = 'sm', children }: FormDialogProps) {
  const submitting = form.formState.isSubmitting;
  const formError = form.formState.errors.root?.server?.message;
  const { t } = useTranslation('common-table');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? t('form.saving') : (submitLabel ?? t('form.save'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
