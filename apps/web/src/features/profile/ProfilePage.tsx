/**
 * /profile: the signed-in user's details; first and last name and mobile can be edited, and a new
 * picture chosen (JPEG, PNG or WebP, at most 2 MB) is previewed before it is saved.
 */
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { Alert, Box, Button, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { profileUpdateBodySchema } from '@passdesk/contract/auth/profile';
import toast from '../../lib/toast.ts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { SERVER_ERROR } from '../../components/form/server-errors.ts';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { request } from '../../lib/api.ts';
import { useSession } from '../../session/session-context.ts';
import { ProfileDetails } from './ProfileDetails.tsx';
import { ProfilePicture } from './ProfilePicture.tsx';
import { useChosenPicture } from './use-chosen-picture.ts';

// Its set-up brings the QR code's maker: loaded with the page's own content, not the panel's first load.
const SecondFactorCard = lazy(() => import('./SecondFactorCard.tsx'));

const FIELDS = ['first_name', 'last_name', 'mobile'] as const;

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user, refresh } = useSession();
  const picture = useChosenPicture();
  const form = useZodForm(profileUpdateBodySchema, {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    mobile: user?.mobile ?? '',
  });

  const save = formSubmit(form, FIELDS, async (values) => {
    const body = new FormData();
    body.set('first_name', values.first_name);
    body.set('last_name', values.last_name);
    body.set('mobile', values.mobile ?? '');
    if (picture.file) body.set('profile_image', picture.file);
    const answer = await request<{ message: string }>(AUTH_PATHS.updateProfile, { method: 'PUT', body, toastErrors: false });
    await refresh();
    picture.clear();
    form.reset({ first_name: values.first_name, last_name: values.last_name, mobile: values.mobile ?? '' });
    toast.success(t('saved', { defaultValue: answer.message }));
  });

  if (!user) return null;
  const formError = form.formState.errors.root?.server?.message;
  const dirty = form.formState.isDirty || Boolean(picture.file);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <form onSubmit={save} noValidate aria-label={t('title')}>
            <Stack spacing={3}>
              <ProfilePicture user={user} picture={picture} />
              <Divider />
              {formError && (
                <Alert severity="error" role="alert" id={SERVER_ERROR}>
                  {formError}
                </Alert>
              )}
              <Grid container spacing={2.5}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput control={form.control} name="first_name" label={t('fields.firstName')} required autoComplete="given-name" maxLength={100} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput control={form.control} name="last_name" label={t('fields.lastName')} autoComplete="family-name" maxLength={100} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput control={form.control} name="mobile" label={t('fields.mobile')} type="tel" autoComplete="tel" maxLength={16} hint={t('fields.mobileHint')} />
                </Grid>
              </Grid>
              <ProfileDetails user={user} />
              <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  disabled={!dirty || form.formState.isSubmitting}
                  onClick={() => {
                    form.reset();
                    picture.clear();
                  }}
                >
                  {t('actions.reset')}
                </Button>
                <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={!dirty}>
                  {t('actions.save')}
                </Button>
              </Box>
            </Stack>
          </form>
        </CardContent>
      </Card>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 2 }}>
        {t('emailNote')}
      </Typography>
      <Suspense fallback={null}>
        <SecondFactorCard />
      </Suspense>
    </>
  );
}
