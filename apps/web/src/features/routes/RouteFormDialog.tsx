/** Edit a route from the list. */
import { routeInputSchema, type Route, type RouteInput } from '@passdesk/contract/master-data/route';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { useRecordWrites } from '../../lib/record-api.ts';
import { ROUTE_PATHS, routeInput } from './routes-api.ts';
import { ROUTE_FIELDS, RouteFormFields } from './RouteFormFields.tsx';

export function RouteFormDialog({ route, onClose }: { route: Route; onClose(): void }) {
  const { t } = useTranslation('routes');
  const { save } = useRecordWrites<Route, RouteInput>(ROUTE_PATHS);
  const form = useZodForm(routeInputSchema, routeInput(route));
  const submit = formSubmit(form, ROUTE_FIELDS, async (values) => {
    await save(route.id, values);
    toast.success(t('updated', { number: values.route_number }));
    onClose();
  });
  return (
    <FormDialog
      open
      title={t('editTitle', { number: route.route_number })}
      onSubmit={submit}
      onClose={onClose}
      form={form}
      maxWidth="md"
    >
      <RouteFormFields control={form.control} />
    </FormDialog>
  );
}
