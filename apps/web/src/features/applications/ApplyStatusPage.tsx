/** /apply/status: the applicant sees where their application stands, with its number and their mobile number. */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { applicationStatusQuerySchema, type ApplicationPublicStatus } from '@passdesk/contract/applications/application';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyServerErrors, SERVER_ERROR } from '../../components/form/server-errors.ts';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/format.ts';
import { lookUpApplication } from './applications-api.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { APPLICATION_STATUS_COLOURS } from './application-status.ts';


export default function ApplyStatusPage() {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const [params] = useSearchParams();
  const form = useZodForm(applicationStatusQuerySchema, { application_number: params.get('number') ?? '', mobile: '' });
  const [found, setFound] = useState<ApplicationPublicStatus>();

  const submit = form.handleSubmit(async (values) => {
    setFound(undefined);
    try {
      setFound(await lookUpApplication(values));
    } catch (error) {
      if (!(error instanceof ApiError)) return form.setError(SERVER_ERROR, { type: 'server', message: String(error) });
      if (applyServerErrors(error, form.setError, ['application_number', 'mobile']).length === 0) form.setError(SERVER_ERROR, { type: 'server', message: error.message });
    }
  });
  const formError = form.formState.errors.root?.server?.message;

  return (
    <PublicLayout title={t('status.title')} subtitle={t('status.subtitle')} link={{ to: SCREENS.apply, label: t('status.applyLink') }}>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <Stack spacing={2}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <TextInput control={form.control} name="application_number" label={t('fields.applicationNumber')} required uppercase autoComplete="off" maxLength={14} />
              <TextInput control={form.control} name="mobile" type="tel" inputMode="tel" label={t('fields.mobile')} required autoComplete="tel-national" maxLength={14} />
              <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
                {t('status.check')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      {found ? (
        <Card variant="outlined" data-testid="application-status">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }} dir="ltr">
                  {found.application_number}
                </Typography>
                <Chip color={APPLICATION_STATUS_COLOURS[found.status]} label={t(`statuses.${found.status}`)} />
              </Stack>
              <Typography>{t('status.category', { category: found.category_name })}</Typography>
              <Typography color="textSecondary">{t('status.submitted', { date: format.dateTime(found.submitted_at) })}</Typography>
              {found.status === 'pending' ? <Typography>{t('status.pendingText')}</Typography> : null}
              {found.status === 'expired' ? <Alert severity="info">{t('status.expiredText')}</Alert> : null}
              {found.status === 'approved' ? <Alert severity="success">{t('status.approvedText', { number: found.card_number ?? '' })}</Alert> : null}
              {found.status === 'rejected' ? (
                <Alert severity="error">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('status.rejectedText')}
                  </Typography>
                  <Typography variant="body2">{found.review_note}</Typography>
                </Alert>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </PublicLayout>
  );
}
