import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import commonStrings from '../../public/locales/en/common.json';
import errorStrings from '../../public/locales/en/errors.json';
import { lazyComponent } from './chunk-load.ts';
import { OnDemand } from './OnDemand.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: { common: commonStrings, errors: errorStrings } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

function shown(children: ReactNode, onClose = () => undefined) {
  return render(
    <I18nextProvider i18n={i18n}>
      <OnDemand onClose={onClose}>{children}</OnDemand>
    </I18nextProvider>,
  );
}

describe('OnDemand', () => {
  it('shows a spinner while the code arrives, then the component', async () => {
    let arrive: (component: () => ReactNode) => void = () => undefined;
    const Dialog = lazyComponent(() => new Promise<() => ReactNode>((resolve) => (arrive = resolve)));
    shown(<Dialog />);
    expect(screen.getByRole('progressbar', { name: commonStrings.loading })).toBeTruthy();
    arrive(() => <p>the form</p>);
    expect(await screen.findByText('the form')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the reload message in a dialog when the code cannot arrive, which closing dismisses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const Dialog = lazyComponent(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/RouteFormDialog-x.js')));
    shown(<Dialog />, onClose);
    const failure = await screen.findByRole('dialog', { name: errorStrings.chunk.title });
    expect(failure.textContent).toContain(errorStrings.chunk.body);
    fireEvent.keyDown(failure, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
