import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { categoryInputSchema, type CategoryInput } from '@passdesk/contract/master-data/category';
import tableStrings from '../../../public/locales/en/common-table.json';
import { ApiError } from '../../lib/api.ts';
import { FormDialog } from './FormDialog.tsx';
import { ListInput, addEntries } from './ListInput.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { NumberInput } from './NumberInput.tsx';
import { TextInput } from './TextInput.tsx';
import { formSubmit } from './use-form-submit.ts';
import { useZodForm } from './use-zod-form.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: { 'common-table': tableStrings } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const FIELDS = ['name', 'code', 'validity_days', 'fee', 'renewal_fee', 'required_documents'] as const;

function CategoryForm({ send, onClose = () => undefined }: { send(values: CategoryInput): Promise<void>; onClose?(): void }) {
  const form = useZodForm(categoryInputSchema, { name: '', code: '', validity_days: 30, fee: undefined, renewal_fee: 0, required_documents: [] });
  const { control } = form;
  return (
    <FormDialog open title="Add category" onSubmit={formSubmit(form, FIELDS, send)} onClose={onClose} form={form}>
      <TextInput control={control} name="name" label="Name" />
      <TextInput control={control} name="code" label="Code" uppercase />
      <NumberInput control={control} name="validity_days" label="Validity" />
      <MoneyInput control={control} name="fee" label="Fee" />
      <MoneyInput control={control} name="renewal_fee" label="Renewal fee" />
      <ListInput control={control} name="required_documents" label="Required documents" />
    </FormDialog>
  );
}

const renderForm = (send: (values: CategoryInput) => Promise<void>, onClose?: () => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <CategoryForm send={send} onClose={onClose} />
    </I18nextProvider>,
  );

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// MUI renders slowly in jsdom on a busy machine: more than the default 5 s for the first test.
describe('form layer', { timeout: 20_000 }, () => {
  it('checks with the contract schema and sends money as minor units', async () => {
    const send = vi.fn(async (_values: CategoryInput) => undefined);
    renderForm(send);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fee is required')).toBeTruthy();
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    type('Name', 'Student Monthly');
    type('Code', 'stm');
    type('Fee', '150.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Student Monthly', code: 'STM', fee: 15050, renewal_fee: 0, validity_days: 30, status: 'active' });
  });

  it('says when the typed amount is not money', async () => {
    renderForm(async () => undefined);
    type('Fee', '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fee must be an amount like 150.50')).toBeTruthy();
  });

  it('puts a 409 from the server under the field it names, and other refusals on the form', async () => {
    const send = vi
      .fn<(values: CategoryInput) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(409, 'Code already exists', { code: 'Code already exists' }))
      .mockRejectedValueOnce(new ApiError(403, 'You do not have permission to create Card Category Management'));
    renderForm(send);
    type('Name', 'Student Monthly');
    type('Code', 'STM');
    type('Fee', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code already exists')).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission');
  });

  it('closes an untouched form at once, and asks before throwing away typed input', async () => {
    const onClose = vi.fn();
    renderForm(async () => undefined, onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();

    type('Name', 'Student Monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Student Monthly');

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Add category' }), { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('adds list entries from typed text, without blanks or repeats', () => {
    expect(addEntries(['Aadhaar card'], 'aadhaar card, School ID ,, Photo')).toEqual(['Aadhaar card', 'School ID', 'Photo']);
  });
});
