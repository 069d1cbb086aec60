/** Chooses the panel's language; a right-to-left one turns the layout around (see SettingsProvider). */
import TranslateIcon from '@mui/icons-material/TranslateRounded';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { LANGUAGES } from '@passdesk/contract/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useMenuAnchor } from './menu-anchor.ts';
import { Hint } from '../../components/Hint.tsx';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const menu = useMenuAnchor('language-menu');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <Hint title={t('changeLanguage')}>
        <IconButton {...menu.button} aria-label={t('changeLanguage')} data-testid="language-button">
          <TranslateIcon />
        </IconButton>
      </Hint>
      <Menu {...menu.menu} slotProps={{ paper: { sx: { minWidth: 160 } } }}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={current === language.code}
            onClick={() => {
              menu.close();
              void i18n.changeLanguage(language.code);
            }}
          >
            <ListItemText primary={language.nativeName} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
