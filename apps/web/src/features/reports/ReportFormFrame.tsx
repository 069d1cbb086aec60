/** The frame of a report's parameters form (daily, period reports): an outlined panel holding the form's own error above its fields and buttons. */
import { Paper, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError, type SubmittingForm } from '../../components/form/FormParts.tsx';

export function ReportFormFrame({ label, form, onSubmit, children }: { label: string; form: SubmittingForm; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={{ p: 2, mb: 3 }}>
      <Stack spacing={2}>
        <FormError form={form} />
        {children}
      </Stack>
    </Paper>
  );
}

