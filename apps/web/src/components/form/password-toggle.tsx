/** The show/hide toggle of a password input (PasswordField, the sign-in page). */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The show/hide toggle of a password input and the input type it sets. */
export function usePasswordToggle(label: string): { type: 'text' | 'password'; adornment: ReactNode } {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const adornment = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={visible ? t('password.hide', { field: label }) : t('password.show', { field: label })}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        onMouseDown={(event) => event.preventDefault()}
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return { type: visible ? 'text' : 'password', adornment };
}
