/** A password text field with a show/hide toggle; its error is linked to the input and announced. */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Accessible name of the toggle's subject, e.g. "New Password". */
  label: string;
};

export function PasswordField({ label, error, helperText, slotProps, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      label={label}
      type={visible ? 'text' : 'password'}
      error={error}
      helperText={helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        formHelperText: { role: error ? 'alert' : undefined },
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  );
}
