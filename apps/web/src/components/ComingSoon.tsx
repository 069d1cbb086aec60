/** A route whose feature is not built yet: its title and a clear "coming soon" note (replaced by later issues). */
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Avatar, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitleKey } from './route-title.ts';

export default function ComingSoon() {
  const { t } = useTranslation(['common', 'nav']);
  const titleKey = useRouteTitleKey();
  return (
    <Card data-testid="coming-soon">
      <CardContent>
        <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, md: 8 } }}>
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'action.hover', color: 'primary.main' }}>
            <ConstructionOutlinedIcon sx={{ fontSize: 36 }} />
          </Avatar>
          <Chip label={t('common:comingSoon.badge')} color="primary" variant="outlined" size="small" />
          <Typography variant="h4" component="h1">
            {titleKey ? t(`nav:${titleKey}`) : t('common:appName')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {t('common:comingSoon.body')}
          </Typography>
          <Button component={Link} to="/" variant="outlined">
            {t('common:comingSoon.backHome')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
