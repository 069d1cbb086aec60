/** Under a file picker (photo, documents): what went wrong with the file just picked (dismissable), and the form's error for the field. */
import { Alert, FormHelperText } from '@mui/material';

export function PickerMessages({ problem, onDismiss, error, errorId }: { problem: string | null; onDismiss(): void; error?: string; errorId?: string }) {
  return (
    <>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={onDismiss}>
          {problem}
        </Alert>
      ) : null}
      {error ? (
        <FormHelperText id={errorId} error sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
    </>
  );
}
