/** Add or edit a card category: fees in rupees (kept as paise), validity in days, documents as a list. */
import { Box, Stack } from '@mui/material';
import { categoryInputSchema, ROUTE_SCOPES, type Category, type CategoryFormValues } from '@passdesk/contract/master-data/category';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { ListInput } from '../../components/form/ListInput.tsx';
import { MoneyInput } from '../../components/form/MoneyInput.tsx';
import { NumberInput } from '../../components/form/NumberInput.tsx';
import { SelectInput } from '../../components/form/SelectInput.tsx';
import { SwitchInput } from '../../components/form/SwitchInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useRecordFormDialog } from '../../components/form/record-form.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { CATEGORY_PATHS, categoryInput } from './categories-api.ts';

const FIELDS = ['name', 'code', 'description', 'validity_days', 'fee', 'renewal_fee', 'min_age', 'max_age', 'route_scope', 'required_documents', 'colour', 'status'] as const;

const NEW_CATEGORY: DefaultValues<CategoryFormValues> = {
  name: '',
  code: '',
  description: '',
  validity_days: 30,
  fee: undefined,
  renewal_fee: undefined,
  min_age: null,
  max_age: null,
  route_scope: 'all_routes',
  required_documents: [],
  colour: '#8B0000',
  status: 'active',
};

const DOCUMENT_SUGGESTIONS = ['Aadhaar card', 'Passport-size photo', 'School or college ID card', 'Bonafide certificate', 'Proof of age', 'Disability certificate (UDID)', 'Address proof'];

/** Two fields side by side on wide screens, stacked on narrow ones. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}

export function CategoryFormDialog({ category, onClose }: { category: Category | null; onClose(): void }) {
  const { t } = useTranslation('categories');
  const form = useZodForm(categoryInputSchema, category ? categoryInput(category) : NEW_CATEGORY);
  const { control } = form;
  const colour = form.watch('colour');
  const dialog = useRecordFormDialog({ paths: CATEGORY_PATHS, record: category, form, fields: FIELDS, t, params: (values) => ({ name: values.name }), onClose });

  return (
    <FormDialog {...dialog} maxWidth="md">
      <Pair>
        <TextInput control={control} name="name" label={t('fields.name')} required autoFocus maxLength={100} />
        <Box sx={{ width: { sm: 220 }, flexShrink: 0 }}>
          <TextInput control={control} name="code" label={t('fields.code')} required uppercase maxLength={10} hint={t('hints.code')} />
        </Box>
      </Pair>
      <TextInput control={control} name="description" label={t('fields.description')} multiline maxLength={500} />
      <Pair>
        <MoneyInput control={control} name="fee" label={t('fields.fee')} required />
        <MoneyInput control={control} name="renewal_fee" label={t('fields.renewalFee')} required />
        <NumberInput control={control} name="validity_days" label={t('fields.validity')} unit={t('days')} required min={1} max={3650} />
      </Pair>
      <Pair>
        <NumberInput control={control} name="min_age" label={t('fields.minAge')} optional min={0} max={120} hint={t('hints.optional')} />
        <NumberInput control={control} name="max_age" label={t('fields.maxAge')} optional min={0} max={120} hint={t('hints.optional')} />
        <SelectInput control={control} name="route_scope" label={t('fields.routeScope')} options={ROUTE_SCOPES.map((scope) => ({ value: scope, label: t(`scope.${scope}`) }))} />
      </Pair>
      <ListInput control={control} name="required_documents" label={t('fields.requiredDocuments')} hint={t('hints.requiredDocuments')} suggestions={DOCUMENT_SUGGESTIONS} />
      <Pair>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flex: 1 }}>
          <TextInput control={control} name="colour" label={t('fields.colour')} maxLength={7} hint={t('hints.colour')} />
          <Box aria-hidden="true" sx={{ width: 40, height: 40, mt: 1, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: /^#[0-9A-Fa-f]{6}$/.test(colour ?? '') ? colour : 'transparent', flexShrink: 0 }} />
        </Stack>
        <Box sx={{ flex: 1, pt: 1 }}>
          <SwitchInput control={control} name="status" label={t('fields.active')} values={['active', 'inactive']} hint={t('hints.status')} />
        </Box>
      </Pair>
    </FormDialog>
  );
}
