import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sameFieldProps } from './same-field-props.ts';
import { SelectInput } from './SelectInput.tsx';
import { TextInput } from './TextInput.tsx';

// Counts the fields' renders: the theme's style of a TextField's root is worked out on each render.
let fieldRenders = 0;
const theme = createTheme({
  components: {
    MuiTextField: {
      styleOverrides: {
        root: () => {
          fieldRenders += 1;
          return {};
        },
      },
    },
  },
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: {} }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

interface Values {
  name: string;
  gender: string;
}

/** A form whose own state changes (a counter), as a form's does when its options arrive. */
function Form(props: { label?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Fields {...props} />
      </ThemeProvider>
    </I18nextProvider>
  );
}

function Fields({ label = 'Name' }: { label?: string }) {
  const { control } = useForm<Values>({ defaultValues: { name: '', gender: '' } });
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        again {renders}
      </button>
      <TextInput control={control} name="name" label={label} hint="As on the ID" />
      {/* A list made anew by each render, as GENDERS.map(...) is. */}
      <SelectInput control={control} name="gender" label="Gender" options={['female', 'male'].map((value) => ({ value, label: value }))} />
    </>
  );
}

describe('form fields render again only when their props change', () => {
  it('compares values, lists by their items and functions by identity', () => {
    const control = {};
    const onChange = () => undefined;
    expect(sameFieldProps({ control, label: 'Name', options: [{ value: 'a', label: 'A' }] }, { control, label: 'Name', options: [{ value: 'a', label: 'A' }] })).toBe(true);
    expect(sameFieldProps({ names: ['Aadhaar'] }, { names: ['Aadhaar'] })).toBe(true);
    expect(sameFieldProps({ label: 'Name' }, { label: 'Full name' })).toBe(false);
    expect(sameFieldProps({ options: [{ value: 'a', label: 'A' }] }, { options: [{ value: 'a', label: 'B' }] })).toBe(false);
    expect(sameFieldProps({ names: ['Aadhaar'] }, { names: ['Aadhaar', 'Photo'] })).toBe(false);
    expect(sameFieldProps({ label: 'Name' }, { label: 'Name', hint: 'As on the ID' })).toBe(false);
    expect(sameFieldProps({ onChange }, { onChange })).toBe(true);
    expect(sameFieldProps({ onChange }, { onChange: () => undefined })).toBe(false);
  });

  it('a form rendering again leaves its fields, and a field with new props, value or words renders again', async () => {
    const { rerender } = render(<Form />);
    await screen.findByLabelText('Name');
    await screen.findByRole('combobox', { name: 'Gender' });
    const first = fieldRenders;
    expect(first).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('button', { name: 'again 0' }));
    await screen.findByRole('button', { name: 'again 1' });
    expect(fieldRenders).toBe(first);
    // Typing renders the field through its Controller.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    expect(fieldRenders).toBe(first + 1);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
    // New words (another language) render it again.
    rerender(<Form label="नाम" />);
    expect(fieldRenders).toBe(first + 2);
    expect(screen.getByLabelText('नाम')).toBeTruthy();
  });
});
