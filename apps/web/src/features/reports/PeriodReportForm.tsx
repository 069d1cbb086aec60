/**
 * A center or overall report's parameters: a period (from–to, at most a year) and optionally one
 * center. Generate queues a run (with the create right); the center report also previews its
 * figures on screen and exports them straight to Excel with the same parameters.
 */
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Stack } from '@mui/material';
import { periodReportInputSchema, type PeriodReportInput, type ReportType } from '@passdesk/contract/reports/report';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../components/form/SelectInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { todayIso } from '../../lib/format.ts';
import { useReportCenters } from './reports-api.ts';
import { ReportFormFrame } from './ReportFormFrame.tsx';
import { useGenerateSubmit } from './use-generate-submit.ts';

const FIELDS = ['from', 'to', 'center_id'] as const;

export interface PeriodReportFormProps {
  type: Extract<ReportType, 'center' | 'overall'>;
  canGenerate: boolean;
  /** Center report: show these figures on screen / download them as Excel now. */
  onPreview?(values: PeriodReportInput): void;
  onExcel?(values: PeriodReportInput): void;
  excelBusy?: boolean;
}

export function PeriodReportForm({ type, canGenerate, onPreview, onExcel, excelBusy = false }: PeriodReportFormProps) {
  const { t } = useTranslation('reports');
  const today = todayIso();
  const form = useZodForm(periodReportInputSchema, { from: `${today.slice(0, 8)}01`, to: today, center_id: '' });
  const centers = useReportCenters();
  const generate = useGenerateSubmit(type);
  const onGenerate = formSubmit(form, FIELDS, generate.send);
  const busy = form.formState.isSubmitting;
  const from = form.watch('from');

  return (
    <ReportFormFrame label={t(`form.${type}Label`)} form={form} onSubmit={canGenerate ? onGenerate : (event) => event.preventDefault()}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ width: { md: 200 } }}>
          <TextInput control={form.control} name="from" label={t('form.from')} type="date" max={today} required />
        </Box>
        <Box sx={{ width: { md: 200 } }}>
          <TextInput control={form.control} name="to" label={t('form.to')} type="date" min={typeof from === 'string' ? from : undefined} required />
        </Box>
        <Box sx={{ width: { md: 240 } }}>
          <SelectInput
            control={form.control}
            name="center_id"
            label={t('form.center')}
            options={[{ value: '', label: t('form.allCenters') }, ...(centers.data ?? []).map((center) => ({ value: String(center.id), label: center.name }))]}
          />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {onPreview ? (
          <Button variant="outlined" startIcon={<VisibilityOutlinedIcon />} disabled={busy} onClick={form.handleSubmit(onPreview)}>
            {t('form.preview')}
          </Button>
        ) : null}
        {onExcel ? (
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} disabled={busy || excelBusy} onClick={form.handleSubmit(onExcel)}>
            {t('form.excel')}
          </Button>
        ) : null}
        {canGenerate ? (
          <Button type="submit" variant="contained" startIcon={<PlayArrowOutlinedIcon />} disabled={busy}>
            {t('form.generate')}
          </Button>
        ) : null}
      </Stack>
    </ReportFormFrame>
  );
}
