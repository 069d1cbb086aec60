/**
 * A create/edit form in a dialog: title, fields, the form's own error, Cancel and Save. Enter
 * submits; while saving, the dialog cannot be dismissed; with changes, Escape, a click outside
 * and Cancel ask before discarding them, and so does leaving the page while it is open (a link,
 * Back or Forward, closing the tab: discard-guard.tsx). Its page twin is FormPage.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useDiscardGuard, useNavigationGuard } from './discard-guard.tsx';
import { FormButtons, FormError, type SubmittingForm } from './FormParts.tsx';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  /** The form inside: saving disables the buttons; its server error (formSubmit's `root.server`) shows on top. */
  form: SubmittingForm;
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

export function FormDialog({ open, title, onSubmit, onClose, form, submitLabel, maxWidth = 'sm', children }: FormDialogProps) {
  const { isSubmitting: submitting, isDirty: dirty } = form.formState;
  const titleId = useId();
  const changed = () => open && dirty && !submitting;
  const { confirmDiscard, prompt } = useDiscardGuard(changed);
  useNavigationGuard(changed, confirmDiscard);
  const close = () => confirmDiscard(onClose);
  return (
    <>
      <Dialog open={open} onClose={submitting ? undefined : close} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormError form={form} />
              {children}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <FormButtons form={form} cancel={close} submitLabel={submitLabel} />
          </DialogActions>
        </form>
      </Dialog>
      {prompt}
    </>
  );
}
