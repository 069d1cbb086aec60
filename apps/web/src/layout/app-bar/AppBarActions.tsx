/** The right-hand side of the app bar: language, light/dark, the customizer and the account menu. */
import TuneIcon from '@mui/icons-material/TuneRounded';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu.tsx';
import { ModeToggle } from './ModeToggle.tsx';
import { UserMenu, type ChangePasswordDialogComponent } from './UserMenu.tsx';

export function AppBarActions({ onOpenCustomizer, changePasswordDialog }: { onOpenCustomizer(): void; changePasswordDialog: ChangePasswordDialogComponent }) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
      <LanguageMenu />
      <ModeToggle />
      <Tooltip title={t('openCustomizer')}>
        <IconButton onClick={onOpenCustomizer} aria-label={t('openCustomizer')} data-testid="customizer-button">
          <TuneIcon />
        </IconButton>
      </Tooltip>
      <UserMenu changePasswordDialog={changePasswordDialog} />
    </Stack>
  );
}
