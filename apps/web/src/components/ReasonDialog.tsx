/**
 * Asks for the reason of an action that the audit log must explain (block, unblock, delete a card):
 * the reason is required, the action runs from the dialog, a refusal shows inside it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Minimum length of the reason (the server's rule). */
  minLength: number;
  maxLength: number;
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}

export function ReasonDialog({ title, message, confirmLabel, destructive = false, minLength, maxLength, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('common-table');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooShort = reason.trim().length < minLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (tooShort) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText component="div">{message}</DialogContentText>
            <TextField
              label={t('reason.label')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              error={touched && tooShort}
              helperText={touched && tooShort ? t('reason.tooShort', { min: minLength }) : t('reason.hint')}
              slotProps={{ htmlInput: { maxLength } }}
            />
            {failure ? <Alert severity="error">{failure}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={t('confirm.cancel')} confirmLabel={confirmLabel} destructive={destructive} pending={pending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Cancel, and the button that submits the dialog's form; neither answers while the action runs. */
export function DialogFormActions({ cancelLabel, confirmLabel, destructive, pending, onCancel }: { cancelLabel: string; confirmLabel: string; destructive: boolean; pending: boolean; onCancel(): void }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={pending}>
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
