/** /routes/add-route: a new route on its own page (docs/panel.md "Screens and routes"); saved, it opens the list with the newest first. */
import { SCREENS, withQuery } from '@passdesk/contract/navigation/screens';
import { routeInputSchema, type Route, type RouteFormValues, type RouteInput } from '@passdesk/contract/master-data/route';
import type { DefaultValues } from 'react-hook-form';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage } from '../../components/form/FormPage.tsx';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { useRecordWrites } from '../../lib/record-api.ts';
import { ROUTE_PATHS } from './routes-api.ts';
import { ROUTE_FIELDS, RouteFormFields } from './RouteFormFields.tsx';

const NEW_ROUTE: DefaultValues<RouteFormValues> = { route_number: '', name: '', origin: '', destination: '', via: [], distance_km: undefined, status: 'active' };

/** Where the list shows a route just created: newest first. */
const NEWEST_ROUTES = withQuery(SCREENS.routes, { sort: 'created_at', order: 'desc' });

export default function AddRoutePage() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const { save } = useRecordWrites<Route, RouteInput>(ROUTE_PATHS);
  const form = useZodForm(routeInputSchema, NEW_ROUTE);
  const submit = formSubmit(form, ROUTE_FIELDS, async (values) => {
    await save(undefined, values);
    toast.success(t('created', { number: values.route_number }));
    await navigate(NEWEST_ROUTES);
  });

  return (
    <FormPage title={t('addTitle')} subtitle={t('addSubtitle')} back={{ to: SCREENS.routes, label: t('backToList') }} onSubmit={submit} form={form} submitLabel={t('save')}>
      <RouteFormFields control={form.control} />
    </FormPage>
  );
}
