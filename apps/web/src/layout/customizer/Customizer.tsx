/** The theme customizer (docs/panel.md "Layout and display settings"): a 400 px drawer from the right edge that changes every setting live. */
import CheckIcon from '@mui/icons-material/CheckRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import RestartAltIcon from '@mui/icons-material/RestartAltRounded';
import { Box, Divider, Drawer, FormControlLabel, IconButton, Stack, Switch, Typography } from '@mui/material';
import {
  BAR_BEHAVIOURS,
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  DIRECTIONS,
  LAYOUTS,
  MODES,
  NAV_TOGGLE_TYPES,
  SKINS,
  THEME_COLORS,
  type DisplaySettings,
} from '@passdesk/contract/settings/display-settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_COLOR_SHADES } from '../../theme/colors.ts';
import { CUSTOMIZER_WIDTH } from '../../theme/sizes.ts';
import { useSettings } from '../../settings/settings-context.ts';
import { OptionGroup } from './OptionGroup.tsx';
import { Hint } from '../../components/Hint.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ px: 3, py: 2.5 }}>
      <Typography variant="overline" color="textSecondary" component="h3" sx={{ display: 'block', mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

function ColorSwatches() {
  const { t } = useTranslation('settings');
  const { settings, updateSettings } = useSettings();
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {t('themeColor.label')}
      </Typography>
      <Stack direction="row" spacing={1.25} role="radiogroup" aria-label={t('themeColor.label')}>
        {THEME_COLORS.map((color) => {
          const selected = settings.themeColor === color;
          return (
            <Hint key={color} title={t(`themeColor.${color}`)}>
              <Box
                component="button"
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={t(`themeColor.${color}`)}
                data-testid={`theme-color-${color}`}
                onClick={() => updateSettings({ themeColor: color })}
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 1,
                  cursor: 'pointer',
                  border: 0,
                  display: 'grid',
                  placeItems: 'center',
                  color: '#FFFFFF',
                  bgcolor: THEME_COLOR_SHADES[color].light,
                  boxShadow: (theme) => (selected ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${THEME_COLOR_SHADES[color].light}` : 'none'),
                  transition: 'box-shadow .2s',
                }}
              >
                {selected && <CheckIcon fontSize="small" />}
              </Box>
            </Hint>
          );
        })}
      </Stack>
    </div>
  );
}

function Toggle({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange(next: boolean): void; testId?: string }) {
  return (
    <FormControlLabel
      sx={{ justifyContent: 'space-between', mx: 0 }}
      labelPlacement="start"
      label={<Typography variant="body2" sx={{ fontWeight: 500 }}>{label}</Typography>}
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'data-testid': testId } as object }} />}
    />
  );
}

export function Customizer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('settings');
  const { settings, updateSettings } = useSettings();
  const choices = <K extends keyof DisplaySettings>(key: K, values: readonly DisplaySettings[K][]) =>
    values.map((value) => ({ value, label: t(`${key}.${String(value)}`) }));
  // The direction follows the chosen language, so a reset keeps it.
  const reset = () => updateSettings({ ...DEFAULT_SETTINGS, direction: settings.direction });
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: CUSTOMIZER_WIDTH } }, 'data-testid': 'customizer', role: 'dialog', 'aria-labelledby': 'customizer-title' } as object,
        backdrop: { invisible: true },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', px: 3, py: 2.5, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <div>
          <Typography variant="h6" component="h2" id="customizer-title">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('subtitle')}
          </Typography>
        </div>
        <Stack direction="row">
          <Hint title={t('reset')}>
            <IconButton onClick={reset} aria-label={t('reset')}>
              <RestartAltIcon />
            </IconButton>
          </Hint>
          <IconButton onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </Box>
      <Section title={t('sections.theming')}>
        <ColorSwatches />
        <OptionGroup label={t('mode.label')} value={settings.mode} options={choices('mode', MODES)} onChange={(mode) => updateSettings({ mode })} testId="customizer-mode" />
        <OptionGroup label={t('skin.label')} value={settings.skin} options={choices('skin', SKINS)} onChange={(skin) => updateSettings({ skin })} testId="customizer-skin" />
      </Section>
      <Divider />
      <Section title={t('sections.layout')}>
        <OptionGroup label={t('contentWidth.label')} value={settings.contentWidth} options={choices('contentWidth', CONTENT_WIDTHS)} onChange={(contentWidth) => updateSettings({ contentWidth })} testId="customizer-content-width" />
        <OptionGroup label={t('appBar.label')} value={settings.appBar} options={choices('appBar', BAR_BEHAVIOURS)} onChange={(appBar) => updateSettings({ appBar })} testId="customizer-app-bar" />
        <Toggle label={t('appBarBlur')} checked={settings.appBarBlur} onChange={(appBarBlur) => updateSettings({ appBarBlur })} testId="customizer-blur" />
        <OptionGroup label={t('footer.label')} value={settings.footer} options={choices('footer', BAR_BEHAVIOURS)} onChange={(footer) => updateSettings({ footer })} testId="customizer-footer" />
        <OptionGroup label={t('direction.label')} value={settings.direction} options={choices('direction', DIRECTIONS)} onChange={(direction) => updateSettings({ direction })} testId="customizer-direction" />
      </Section>
      <Divider />
      <Section title={t('sections.menu')}>
        <OptionGroup
          label={t('layout.label')}
          value={settings.layout}
          options={choices('layout', LAYOUTS)}
          onChange={(layout) => updateSettings({ layout, lastLayout: layout })}
          testId="customizer-layout"
        />
        <OptionGroup
          label={t('navToggle.label')}
          value={settings.verticalNavToggleType}
          options={NAV_TOGGLE_TYPES.map((value) => ({ value, label: t(`navToggle.${value}`) }))}
          onChange={(verticalNavToggleType) => updateSettings({ verticalNavToggleType })}
          testId="customizer-nav-toggle"
        />
        <Toggle label={t('navCollapsed')} checked={settings.navCollapsed} onChange={(navCollapsed) => updateSettings({ navCollapsed })} testId="customizer-nav-collapsed" />
        <Toggle label={t('navHidden')} checked={settings.navHidden} onChange={(navHidden) => updateSettings({ navHidden })} testId="customizer-nav-hidden" />
      </Section>
    </Drawer>
  );
}
