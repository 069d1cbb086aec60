/** What a page shows instead of itself when its code could not load or crashed. */
import RefreshIcon from '@mui/icons-material/Refresh';
import WifiOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Avatar, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function PageFailure({ kind }: { kind: 'chunk' | 'crash' }) {
  const { t } = useTranslation('errors');
  const Icon = kind === 'chunk' ? WifiOffOutlinedIcon : ReportProblemOutlinedIcon;
  return (
    <Card role="alert">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'action.hover', color: 'primary.main' }}>
            <Icon fontSize="large" />
          </Avatar>
          <Typography variant="h5" component="h1">
            {t(kind === 'chunk' ? 'chunk.title' : 'crash.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ maxWidth: 460 }}>
            {t(kind === 'chunk' ? 'chunk.body' : 'crash.body')}
          </Typography>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
