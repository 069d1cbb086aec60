import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { routeInputSchema, type RouteInput } from '@passdesk/contract/master-data/route';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import tableStrings from '../../../public/locales/en/common-table.json';
import { ApiError } from '../../lib/api.ts';
import { FormPage, FormSection } from './FormPage.tsx';
import { LaterSection } from './LaterSection.tsx';
import { TextInput } from './TextInput.tsx';
import { formSubmit } from './use-form-submit.ts';
import { useZodForm } from './use-zod-form.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: { 'common-table': tableStrings } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const VALID: RouteInput = { route_number: '12A', name: 'Station to Campus', origin: 'Station', destination: 'Campus', via: [], distance_km: 8.5, status: 'active' };

function RouteForm({ send, loading, loadError }: { send(values: RouteInput): Promise<void>; loading?: boolean; loadError?: { retry(): void } }) {
  const form = useZodForm(routeInputSchema, VALID);
  return (
    <FormPage title="Add route" back={{ to: '/routes', label: 'Back to routes' }} onSubmit={formSubmit(form, ['route_number', 'name'], send)} form={form} loading={loading} loadError={loadError}>
      <FormSection title="Route">
        <TextInput control={form.control} name="route_number" label="Route number" />
      </FormSection>
      <FormSection title="Names">
        <TextInput control={form.control} name="name" label="Name" />
      </FormSection>
    </FormPage>
  );
}

const inApp = (page: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nextProvider>,
  );
const renderPage = (props: Parameters<typeof RouteForm>[0]) => inApp(<RouteForm {...props} />);

/** The same form with its later sections drawn after its first paint (LaterSection), the name empty. */
function LaterRouteForm({ send, defaults = { ...VALID, name: '' }, endsAtOnce }: { send(values: RouteInput): Promise<void>; defaults?: RouteInput; endsAtOnce?: boolean }) {
  const form = useZodForm(routeInputSchema, defaults);
  return (
    <FormPage title="Add route" back={{ to: '/routes', label: 'Back to routes' }} onSubmit={formSubmit(form, ['route_number', 'name'], send)} form={form}>
      <FormSection title="Route">
        <TextInput control={form.control} name="route_number" label="Route number" />
      </FormSection>
      <LaterSection minHeight={200}>
        <FormSection title="Names">
          <TextInput control={form.control} name="name" label="Name" />
        </FormSection>
      </LaterSection>
      <LaterSection minHeight={200} atOnceFrom={endsAtOnce ? 'lg' : undefined}>
        <FormSection title="Ends">
          <TextInput control={form.control} name="origin" label="Origin" />
        </FormSection>
      </LaterSection>
    </FormPage>
  );
}

// MUI renders slowly in jsdom on a busy machine: more than the default 5 s for the first test.
describe('FormPage', { timeout: 20_000 }, () => {
  it('asks before a link leaves a form with changes, and leaves at once after a save', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/routes/add-route']}>
          <Routes>
            <Route path="/routes/add-route" element={<RouteForm send={async () => undefined} />} />
            <Route path="/routes" element={<p>The list</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Station to Depot' } });
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.queryByText('The list')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Back to routes' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The list')).toBeTruthy();
  });

  it('has a heading, titled sections, a way back, and Cancel to the list', () => {
    renderPage({ send: async () => undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Add route' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Names' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to routes' }).getAttribute('href')).toBe('/routes');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/routes');
  });

  it('disables the buttons while saving, then shows a refusal on its field or on the form, as FormDialog does', async () => {
    let finish: (() => void) | undefined;
    const send = vi
      .fn<(values: RouteInput) => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new ApiError(409, 'Route number already exists', { route_number: 'Route number already exists' }))
      .mockRejectedValueOnce(new ApiError(403, 'You do not have permission to create Route Management'));
    renderPage({ send });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    finish?.();
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Route number already exists')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('You do not have permission to create Route Management')).toBeTruthy());
  });

  it('shows a loader while the record loads and the reason with a retry when it fails', () => {
    const { container } = renderPage({ send: async () => undefined, loading: true });
    expect(container.querySelector('.MuiSkeleton-root')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    cleanup();
    const retry = vi.fn();
    renderPage({ send: async () => undefined, loadError: { retry } });
    expect(screen.getByText('The record could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('FormPage with LaterSections', { timeout: 20_000 }, () => {
  it('draws the later sections after the first paint, each in a box of its reserved height until then', async () => {
    const { container } = inApp(<LaterRouteForm send={async () => undefined} />);
    expect(screen.getByLabelText('Route number')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(container.querySelectorAll('[data-later-section]')).toHaveLength(2);
    await screen.findByLabelText('Name');
    await screen.findByLabelText('Origin');
    expect(container.querySelectorAll('[data-later-section]')).toHaveLength(0);
  });

  it('draws a section marked at once from a width with the page on a screen that wide, and later on a narrower one', async () => {
    const screenWidth = (width: number) =>
      vi.stubGlobal('matchMedia', (query: string) => {
        const least = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
        return { matches: width >= least, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
      });
    try {
      screenWidth(1440);
      const wide = inApp(<LaterRouteForm send={async () => undefined} endsAtOnce />);
      expect(screen.getByLabelText('Origin')).toBeTruthy();
      expect(screen.queryByLabelText('Name')).toBeNull();
      await screen.findByLabelText('Name');
      wide.unmount();
      screenWidth(390);
      inApp(<LaterRouteForm send={async () => undefined} endsAtOnce />);
      expect(screen.queryByLabelText('Origin')).toBeNull();
      await screen.findByLabelText('Origin');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a submit right after the first paint validates a field not drawn yet, and sends nothing', async () => {
    const send = vi.fn(async (_values: RouteInput) => undefined);
    inApp(<LaterRouteForm send={send} />);
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Origin')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('a submit right after the first paint sends the values of the sections not drawn yet', async () => {
    const send = vi.fn(async (_values: RouteInput) => undefined);
    inApp(<LaterRouteForm send={send} defaults={VALID} />);
    expect(screen.queryByLabelText('Origin')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Station to Campus', origin: 'Station', destination: 'Campus' });
  });
});
