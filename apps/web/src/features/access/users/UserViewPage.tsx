/** /user/{id}: one staff account, with edit and delete when the signed-in user may. */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PhonelinkEraseOutlinedIcon from '@mui/icons-material/PhonelinkEraseOutlined';
import { Avatar, Button, Card, CardContent, Chip, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { AdminUser } from '@passdesk/contract/access/admin-user-payloads';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../../lib/toast.ts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { lazyComponent } from '../../../components/chunk-load.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LabelledValue } from '../../../components/LabelledValue.tsx';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert.tsx';
import { OnDemand } from '../../../components/OnDemand.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useFormat } from '../../../lib/format.ts';
import { useIdParam } from '../../../lib/id-param.ts';
import { useRecordWrites } from '../../../lib/record-api.ts';
import { useAdminUser, useResetSecondFactor, USER_PATHS } from '../access-api.ts';
import { fullName } from './user-display.ts';
import { useUserPermissions } from './useUserPermissions.ts';

/** The form loads when it opens (components/chunk-load.ts): the page draws no form code first. */
const UserFormDialog = lazyComponent(() => import('./UserFormDialog.tsx').then((module) => module.UserFormDialog));

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <LabelledValue label={label} gap={0.5}>
        {children}
      </LabelledValue>
    </Grid>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  const { t } = useTranslation('access');
  const format = useFormat();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar src={user.profile_image ?? undefined} sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
            {user.first_name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack spacing={0.5}>
            <Typography variant="h5" component="h2">
              {fullName(user)}
            </Typography>
            <Stack direction="row" spacing={1}>
              <StatusChip status={user.status} />
              <Chip size="small" variant="outlined" label={t(`users.type.${user.user_type}`)} />
            </Stack>
          </Stack>
        </Stack>
        <Divider sx={{ mb: 3 }} />
        <Grid container spacing={3}>
          <Detail label={t('users.email')}>{user.email}</Detail>
          <Detail label={t('users.mobile')}>{user.mobile ?? '—'}</Detail>
          <Detail label={t('users.center')}>{user.center_name ?? '—'}</Detail>
          <Detail label={t('users.roles')}>
            {user.roles.length === 0 ? (
              t('users.noRoles')
            ) : (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {user.roles.map((role, index) => (
                  <Chip key={role.id} size="small" color={index === 0 ? 'primary' : 'default'} variant={index === 0 ? 'filled' : 'outlined'} label={`${index + 1}. ${role.name}`} />
                ))}
              </Stack>
            )}
          </Detail>
          <Detail label={t('users.lastLogin')}>{user.last_login_at ? format.dateTime(user.last_login_at) : t('users.never')}</Detail>
          <Detail label={t('users.createdAt')}>{format.dateTime(user.created_at)}</Detail>
          <Detail label={t('users.secondFactor')}>{user.second_factor ? t('users.secondFactorOn') : t('users.secondFactorOff')}</Detail>
        </Grid>
      </CardContent>
    </Card>
  );
}

export default function UserViewPage() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const id = useIdParam();
  const query = useAdminUser(id);
  const may = useUserPermissions();
  const { remove } = useRecordWrites<AdminUser, never>(USER_PATHS);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const resetSecondFactor = useResetSecondFactor();
  const user = query.data;

  const back = (
    <Button component={RouterLink} to={SCREENS.users} startIcon={<ArrowBackIcon />}>
      {t('users.backToList')}
    </Button>
  );

  let body: ReactNode;
  if (id === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <EmptyState title={t('users.notFoundTitle')} description={t('users.notFound')} action={back} />;
  } else if (query.isPending) {
    body = <Skeleton variant="rounded" height={260} aria-label={t('loading')} />;
  } else if (query.isError || !user) {
    body = <LoadFailedAlert title={t('users.loadFailed')} retryLabel={t('users.retry')} query={query} />;
  } else {
    body = <UserDetails user={user} />;
  }

  return (
    <>
      <PageHeader
        title={user ? fullName(user) : t('users.detailTitle')}
        subtitle={user?.email}
        actions={
          <>
            {back}
            {user && may.canEdit(user) ? (
              <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                {t('users.edit')}
              </Button>
            ) : null}
            {user && may.canResetSecondFactor(user) ? (
              <Button variant="outlined" color="warning" startIcon={<PhonelinkEraseOutlinedIcon />} onClick={() => setResetting(true)}>
                {t('users.resetSecondFactor')}
              </Button>
            ) : null}
            {user && may.canDelete(user) ? (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleting(true)}>
                {t('users.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {body}
      {editing && user ? (
        <OnDemand onClose={() => setEditing(false)}>
          <UserFormDialog user={user} onClose={() => setEditing(false)} />
        </OnDemand>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t('users.deleteTitle')}
        message={t('users.deleteMessage', { name: user ? fullName(user) : '' })}
        onConfirm={async () => {
          if (!user) return;
          await remove(user.id);
          toast.success(t('users.deleted'));
          navigate(SCREENS.users, { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
      <ConfirmDialog
        open={resetting}
        title={t('users.resetSecondFactorTitle')}
        message={t('users.resetSecondFactorMessage', { name: user ? fullName(user) : '' })}
        confirmLabel={t('users.resetSecondFactorConfirm')}
        onConfirm={async () => {
          if (!user) return;
          await resetSecondFactor(user.id);
          toast.success(t('users.secondFactorReset'));
        }}
        onClose={() => setResetting(false)}
      />
    </>
  );
}
