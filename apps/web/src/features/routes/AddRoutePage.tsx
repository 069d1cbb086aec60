/** /routes/add-route: a new route on its own page (spec section 2); saved, it opens the list with the newest first. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardActions, CardContent, Stack } from '@mui/material';
import { routeInputSchema, type Route, type RouteFormValues, type RouteInput } from '@passdesk/contract/master-data/route';
import type { DefaultValues } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRecordWrites } from '../../lib/record-api.ts';
import { ROUTE_PATHS } from './route-api.ts';
import { ROUTE_FIELDS, RouteFormFields } from './RouteFormFields.tsx';

const NEW_ROUTE: DefaultValues<RouteFormValues> = { route_number: '', name: '', origin: '', destination: '', via: [], distance_km: undefined, status: 'active' };

/** Where the list shows a route just created: newest first. */
export const NEWEST_ROUTES = '/routes?sort=created_at&order=desc';

export default function AddRoutePage() {
  const { t } = useTranslation(['routes', 'common-table']);
  const navigate = useNavigate();
  const { save } = useRecordWrites<Route, RouteInput>(ROUTE_PATHS);
  const form = useZodForm(routeInputSchema, NEW_ROUTE);
  const submit = formSubmit(form, ROUTE_FIELDS, async (values) => {
    await save(undefined, values);
    toast.success(t('created', { number: values.route_number }));
    await navigate(NEWEST_ROUTES);
  });
  const formError = form.formState.errors.root?.server?.message;

  return (
    <>
      <PageHeader
        title={t('addTitle')}
        subtitle={t('addSubtitle')}
        actions={
          <Button component={Link} to="/routes" startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
            {t('backToList')}
          </Button>
        }
      />
      <Card component="form" onSubmit={submit} noValidate sx={{ maxWidth: 880 }}>
        <CardContent>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <RouteFormFields control={form.control} />
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button component={Link} to="/routes" disabled={form.formState.isSubmitting}>
            {t('common-table:form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('common-table:form.saving') : t('save')}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
