/** For a signed-in user with no menu item to open: who they are, and where to ask for access. */
import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';

export function Welcome() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', py: 2 }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <WavingHandOutlinedIcon />
          </Avatar>
          <div>
            <Typography variant="h5" component="h1">
              {t('welcome.title', { name: user?.first_name ?? '' })}
            </Typography>
            <Typography color="textSecondary">{t('welcome.noAccess')}</Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
