import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MenuItem } from '@passdesk/contract/navigation/menu';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../public/locales/en/common.json';
import { VerticalNavItems, type VerticalNavState } from './VerticalNavItems.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const nav = { orders: 'Orders', archive: 'Archive', help: 'Help', soon: 'Soon', nothing: 'Nothing', tools: 'Tools', heading: 'Heading' };
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: { nav, common } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const ITEMS: MenuItem[] = [
  { kind: 'section', title: 'Heading', titleKey: 'heading' },
  { kind: 'link', title: 'Orders', titleKey: 'orders', path: '/orders', badgeContent: '120', badgeColor: 'error' },
  { kind: 'link', title: 'Soon', titleKey: 'soon', path: '/soon', disabled: true },
  { kind: 'link', title: 'Help', titleKey: 'help', path: 'https://help.example/', openInNewTab: true },
  { kind: 'link', title: 'Nothing', titleKey: 'nothing' },
  { kind: 'group', title: 'Tools', titleKey: 'tools', children: [{ kind: 'link', title: 'Archive', titleKey: 'archive', path: '/tools/archive' }] },
];

function renderNav(state: Partial<VerticalNavState> = {}) {
  const toggle = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[state.pathname ?? '/orders/12']}>
        <VerticalNavItems items={ITEMS} state={{ pathname: '/orders/12', compact: false, open: [], toggle, ...state }} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return toggle;
}

describe('vertical menu entries', () => {
  it('shows the section heading, and badges capped at 99+', () => {
    renderNav();
    expect(screen.getByText('Heading')).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('marks the item active on a path below its own', () => {
    renderNav();
    expect(screen.getByRole('link', { name: /Orders/ }).getAttribute('aria-current')).toBe('page');
  });

  it('disables items, opens new-tab items in a new tab, and leaves items without a path inert', () => {
    renderNav();
    expect(screen.getByRole('link', { name: /Soon/ }).getAttribute('aria-disabled')).toBe('true');
    const help = screen.getByRole('link', { name: /Help/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    const nothing = screen.getByRole('button', { name: /Nothing/ });
    expect(nothing.getAttribute('href')).toBeNull();
  });

  it('toggles a group by its id and shows its children only when open', () => {
    const toggle = renderNav();
    expect(screen.queryByRole('link', { name: /Archive/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Tools/ }));
    expect(toggle).toHaveBeenCalledWith('tools');
    cleanup();
    renderNav({ open: ['tools'] });
    expect(screen.getByRole('link', { name: /Archive/ })).toBeTruthy();
  });

  it('shows icons only, with accessible names, when compact', () => {
    renderNav({ compact: true, open: ['tools'] });
    expect(screen.queryByText('Heading')).toBeNull();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Archive/ })).toBeNull();
  });
});
