/** Switches between light and dark mode (kept in local storage with the other persisted settings). */
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings/settings-context.ts';
import { Hint } from '../../components/Hint.tsx';

export function ModeToggle() {
  const { t } = useTranslation('common');
  const { settings, updateSettings } = useSettings();
  const dark = settings.mode === 'dark';
  const label = t(dark ? 'mode.toLight' : 'mode.toDark');
  return (
    <Hint title={label}>
      <IconButton onClick={() => updateSettings({ mode: dark ? 'light' : 'dark' })} aria-label={label} data-testid="mode-toggle">
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Hint>
  );
}
