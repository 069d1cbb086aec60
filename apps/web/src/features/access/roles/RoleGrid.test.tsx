import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionMap } from '@passdesk/contract/access/permissions';
import accessStrings from '../../../../public/locales/en/access.json';
import { gridRows } from './role-grid.ts';
import { RoleGrid } from './RoleGrid.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: { access: accessStrings } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const ROWS = gridRows(['Dashboard', 'Reports', 'Card Management', 'Create Card'].map((name) => ({ name, description: '' })));
let latest: PermissionMap = {};

function Harness({ initial }: { initial: PermissionMap }) {
  const [value, setValue] = useState(initial);
  const change = (next: PermissionMap) => {
    latest = next;
    setValue(next);
  };
  return (
    <I18nextProvider i18n={i18n}>
      <RoleGrid rows={ROWS} value={value} onChange={change} />
    </I18nextProvider>
  );
}

// By label: role queries walk the whole accessibility tree and are slow on a grid this size.
const box = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

describe('RoleGrid', () => {
  it('ticks one flag, a whole column and a whole row', () => {
    render(<Harness initial={{}} />);
    fireEvent.click(box('Update Reports'));
    expect(latest.Reports).toEqual({ read: false, create: false, update: true, delete: false });

    fireEvent.click(box('Read on every permission'));
    expect(ROWS.every((row) => latest[row.name]?.read)).toBe(true);
    expect(box('Read on every permission').checked).toBe(true);

    fireEvent.click(box('Every action on Create Card'));
    expect(latest['Create Card']).toEqual({ read: true, create: true, update: true, delete: true });
    expect(box('Every action on Create Card').checked).toBe(true);
    // Partly ticked: the row's and the column's boxes show "some".
    expect(box('Every action on Reports').getAttribute('data-indeterminate')).toBe('true');
    expect(box('Update on every permission').getAttribute('data-indeterminate')).toBe('true');
    // The input itself is "mixed", as its aria-checked says (not a box that reads unticked).
    expect(box('Every action on Reports').indeterminate).toBe(true);
    expect(box('Update on every permission').indeterminate).toBe(true);
    expect(box('Every action on Create Card').indeterminate).toBe(false);

    fireEvent.click(box('Read on every permission'));
    expect(ROWS.some((row) => latest[row.name]?.read)).toBe(false);
  });

  it('shows the role’s flags, children of a menu group indented after it', () => {
    render(<Harness initial={{ Dashboard: { read: true, create: false, update: false, delete: false } }} />);
    expect(box('Read Dashboard').checked).toBe(true);
    expect(box('Create Dashboard').checked).toBe(false);
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Dashboard', 'Card Management', 'Create Card', 'Reports']);
  });
});
