/**
 * Asks before a destructive action. The action runs from the dialog; while it runs the dialog
 * cannot be dismissed, and a failure is shown inside it (the dialog stays open).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from './form/message-patterns.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The button that dismisses the dialog ("Cancel"). */
  cancelLabel?: string;
  /** Red confirm button (delete, revoke...). */
  destructive?: boolean;
  /** Runs the action; a thrown error's message is shown in the dialog. */
  onConfirm(): Promise<void>;
  onClose(): void;
  /** Extra buttons beside confirm, e.g. "Deactivate instead" after a refusal. */
  extraActions?: ReactNode;
}

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, destructive = true, onConfirm, onClose, extraActions }: ConfirmDialogProps) {
  const { t } = useTranslation('common-table');
  const titleId = useId();
  const textId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const messageText = useMessageText();

  const close = () => {
    if (pending) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      setPending(false);
      onClose();
    } catch (error) {
      setPending(false);
      setFailure(error instanceof Error ? error.message : t('error.title'));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {message}
        </DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageText(failure)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={pending}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        {extraActions}
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={() => void confirm()} disabled={pending} autoFocus>
          {confirmLabel ?? t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
