/** Chooses the panel's language; a right-to-left one turns the layout around (see SettingsProvider). */
import TranslateIcon from '@mui/icons-material/TranslateRounded';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { LANGUAGES } from '@passdesk/contract/i18n/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <Tooltip title={t('changeLanguage')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('changeLanguage')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          data-testid="language-button"
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 160 } } }}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={current === language.code}
            onClick={() => {
              setAnchor(null);
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
