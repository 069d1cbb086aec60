/** The right-hand side of the app bar: language, light/dark, the customizer and the account menu. */
import TuneIcon from '@mui/icons-material/TuneRounded';
import { IconButton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu.tsx';
import { ModeToggle } from './ModeToggle.tsx';
import { UserMenu, type ChangePasswordDialogComponent } from './UserMenu.tsx';
import { Hint } from '../../components/Hint.tsx';

export function AppBarActions({ onOpenCustomizer, changePasswordDialog }: { onOpenCustomizer(): void; changePasswordDialog: ChangePasswordDialogComponent }) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
      <LanguageMenu />
      <ModeToggle />
      <Hint title={t('openCustomizer')}>
        <IconButton onClick={onOpenCustomizer} aria-label={t('openCustomizer')} data-testid="customizer-button">
          <TuneIcon />
        </IconButton>
      </Hint>
      <UserMenu changePasswordDialog={changePasswordDialog} />
    </Stack>
  );
}
