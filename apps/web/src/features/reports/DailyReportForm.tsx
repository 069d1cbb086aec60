/** Daily Report's parameters: a day (today or earlier) and Generate. */
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import { Box, Button, Stack } from '@mui/material';
import { dailyReportInputSchema } from '@passdesk/contract/reports/report';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form/TextInput.tsx';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { todayIso } from '../../lib/format.ts';
import { ReportFormFrame } from './ReportFormFrame.tsx';
import { useGenerateSubmit } from './use-generate-submit.ts';

export function DailyReportForm() {
  const { t } = useTranslation('reports');
  const today = todayIso();
  const form = useZodForm(dailyReportInputSchema, { date: today });
  const generate = useGenerateSubmit('daily');
  const onSubmit = formSubmit(form, ['date'], generate.send);

  return (
    <ReportFormFrame label={t('form.dailyLabel')} form={form} onSubmit={onSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: { sm: 240 } }}>
          <TextInput control={form.control} name="date" label={t('form.date')} type="date" max={today} required />
        </Box>
        <Button type="submit" variant="contained" startIcon={<PlayArrowOutlinedIcon />} disabled={form.formState.isSubmitting} size="large" sx={{ flexShrink: 0 }}>
          {t('form.generate')}
        </Button>
      </Stack>
    </ReportFormFrame>
  );
}
