/** The fields of a route, shared by the add-route page and the edit dialog. */
import { Box, Stack } from '@mui/material';
import type { RouteFormValues, RouteInput } from '@passdesk/contract/master-data/route';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListInput } from '../../components/form/ListInput.tsx';
import { NumberInput } from '../../components/form/NumberInput.tsx';
import { SwitchInput } from '../../components/form/SwitchInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';

export const ROUTE_FIELDS = ['route_number', 'name', 'origin', 'destination', 'via', 'distance_km', 'status'] as const;

export function RouteFormFields({ control }: { control: Control<RouteFormValues, unknown, RouteInput> }) {
  const { t } = useTranslation('routes');
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
          <TextInput control={control} name="route_number" label={t('fields.routeNumber')} required autoFocus uppercase maxLength={10} hint={t('hints.routeNumber')} />
        </Box>
        <TextInput control={control} name="name" label={t('fields.name')} required maxLength={160} hint={t('hints.name')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={control} name="origin" label={t('fields.origin')} required maxLength={120} />
        <TextInput control={control} name="destination" label={t('fields.destination')} required maxLength={120} />
      </Stack>
      <ListInput control={control} name="via" label={t('fields.via')} hint={t('hints.via')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
          <NumberInput control={control} name="distance_km" label={t('fields.distance')} unit={t('km')} required min={0.1} max={999.9} step={0.1} />
        </Box>
        <SwitchInput control={control} name="status" label={t('fields.active')} values={['active', 'inactive']} />
      </Stack>
    </Stack>
  );
}
