/** What the user cannot change here, shown for reference: email, user type, role, last sign-in. */
import { Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { SessionUser } from '../../session/session-types.ts';

export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const rows: Array<[string, string]> = [
    [t('details.email'), user.email],
    [t('details.userType'), t(`userType.${user.user_type}`)],
    [t('details.role'), user.role ?? t('details.noRole')],
    [t('details.lastLogin'), user.last_login_at ? format.dateTime(user.last_login_at) : t('details.never')],
  ];
  return (
    // The grid is the list itself: each item is a <div> holding one dt/dd pair, as HTML allows.
    <Grid container component="dl" spacing={2} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Grid>
        ))}
    </Grid>
  );
}
