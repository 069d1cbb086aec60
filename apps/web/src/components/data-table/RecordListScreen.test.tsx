import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ListResult } from '@passdesk/contract/http/list';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import tableStrings from '../../../public/locales/en/common-table.json';
import type { DataColumn } from './DataTable.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { useListState, type ListStateOptions } from './list-state.ts';
import { RecordListScreen, type RecordListTexts } from './RecordListScreen.tsx';
import type { RecordList, Status } from './use-record-list.ts';

interface Card {
  id: number;
  number: string;
  status: Status;
}

const OPTIONS: ListStateOptions<'number', 'issued_from' | 'issued_to'> = { sorts: ['number'], defaultSort: 'number', filters: ['issued_from', 'issued_to'] };
const COLUMNS: DataColumn<Card, 'number'>[] = [{ id: 'number', header: 'Number', sortField: 'number', primary: true, render: (row) => row.number }];
const TEXTS: RecordListTexts<Card> = {
  title: 'Cards',
  subtitle: 'Every pass',
  search: 'Search cards',
  add: 'Add card',
  emptyTitle: 'No cards yet',
  emptyHint: 'Add the first',
  deleteTitle: 'Delete card?',
  deleteMessage: (row) => `Delete ${row.number}?`,
  deleted: (row) => `${row.number} deleted`,
};
const ROWS: ListResult<Card> = { items: [{ id: 1, number: 'C-1', status: 'active' }, { id: 2, number: 'C-2', status: 'inactive' }], total: 2, page: 1, limit: 10 };

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: { 'common-table': tableStrings } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

type Overrides = Partial<Pick<RecordList<Card, Card, 'number', never>, 'can' | 'mayUpdate' | 'mayDelete' | 'status'>> & { data?: ListResult<Card> };

function Screen({ overrides, props }: { overrides: Overrides; props: Partial<Parameters<typeof RecordListScreen<Card, Card, 'number', 'issued_from' | 'issued_to'>>[0]> }) {
  const list = useListState(OPTIONS);
  const can = overrides.can ?? { create: true, update: true, delete: true };
  const records: RecordList<Card, Card, 'number', 'issued_from' | 'issued_to'> = {
    listId: '/cards',
    can,
    mayUpdate: overrides.mayUpdate ?? (() => can.update),
    mayDelete: overrides.mayDelete ?? (() => can.delete),
    list,
    result: { data: overrides.data ?? ROWS, isPending: false, isError: false, error: null, isFetching: false, isPlaceholderData: false, refetch: vi.fn() },
    writes: { save: vi.fn(), remove: vi.fn() },
    editing: null,
    setEditing: vi.fn(),
    deleting: null,
    setDeleting: vi.fn(),
    status: overrides.status,
  };
  const { search } = useLocation();
  const range = (
    <DateRangeFilter
      label="Issued"
      from={list.state.filters.issued_from}
      to={list.state.filters.issued_to}
      onChange={(from, to) => list.setFilters({ issued_from: from, issued_to: to })}
    />
  );
  return (
    <>
      <output data-testid="url">{search}</output>
      <RecordListScreen records={records} texts={TEXTS} columns={COLUMNS} rowName={(row) => row.number} filters={range} {...props} />
    </>
  );
}

const renderScreen = (overrides: Overrides = {}, props: Partial<Parameters<typeof RecordListScreen<Card, Card, 'number', 'issued_from' | 'issued_to'>>[0]> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Screen overrides={overrides} props={props} />
      </MemoryRouter>
    </I18nextProvider>,
  );

const actionsOf = (number: string) => {
  const row = screen.getByRole('rowheader', { name: number }).closest('tr');
  return [...(row?.querySelectorAll('button, a') ?? [])].map((element) => element.getAttribute('aria-label'));
};

// MUI renders slowly in jsdom on a busy machine: more than the default 5 s for the first test.
describe('RecordListScreen', { timeout: 20_000 }, () => {
  it('hides a column from the Columns menu and remembers it for this user and list', async () => {
    localStorage.clear();
    const withStatus: DataColumn<Card, 'number'>[] = [...COLUMNS, { id: 'status', header: 'Status', render: (row) => row.status }];
    const first = renderScreen({}, { columns: withStatus });
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // The row's name (the primary column) cannot be hidden.
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Number' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(localStorage.getItem('passdesk.columns.guest./cards')).toBe('["status"]');
    first.unmount();

    renderScreen({}, { columns: withStatus });
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'C-1' })).toBeTruthy();
  });

  it('offers Export CSV of the current filters when the list has one', () => {
    renderScreen({}, { exportCsv: { path: '/cards/export/csv', filename: 'cards.csv' } });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('has no status toggle unless the list gives one', () => {
    renderScreen({}, { renderForm: () => null });
    expect(actionsOf('C-1')).toEqual(['Edit C-1', 'Delete C-1']);
  });

  it('orders view, edit (a page), the screen’s own actions, the status toggle and delete', () => {
    const toggle = vi.fn(async () => undefined);
    const print = vi.fn();
    renderScreen(
      { status: { of: (row) => row.status, toggle, set: vi.fn(async () => undefined) } },
      {
        viewPath: (row) => `/cards/${row.id}`,
        editPath: (row) => `/cards/edit/${row.id}`,
        extraActions: (row) => [{ id: 'print', label: `Print ${row.number}`, icon: <PrintOutlinedIcon />, onClick: print }],
      },
    );
    expect(actionsOf('C-1')).toEqual(['View C-1', 'Edit C-1', 'Print C-1', 'Deactivate C-1', 'Delete C-1']);
    expect(actionsOf('C-2')).toContain('Activate C-2');
    expect(screen.getByRole('link', { name: 'Edit C-1' }).getAttribute('href')).toBe('/cards/edit/1');
    fireEvent.click(screen.getByRole('button', { name: 'Print C-2' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate C-1' }));
    expect(toggle).toHaveBeenCalledWith(ROWS.items[0]);
  });

  it('applies the per-row limits and hides what the module does not allow', () => {
    renderScreen({ mayDelete: (row) => row.id !== 1 }, { renderForm: () => null });
    expect(actionsOf('C-1')).toEqual(['Edit C-1']);
    expect(actionsOf('C-2')).toEqual(['Edit C-2', 'Delete C-2']);
    cleanup();
    renderScreen({ can: { create: false, update: false, delete: false } }, { renderForm: () => null });
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('filters on a date range through the URL, from page 1', () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2026-01-01' } });
    expect(screen.getByTestId('url').textContent).toBe('?issued_from=2026-01-01');
    fireEvent.change(screen.getByLabelText('Issued to'), { target: { value: '2026-03-31' } });
    expect(screen.getByTestId('url').textContent).toBe('?issued_from=2026-01-01&issued_to=2026-03-31');
    expect(screen.getByRole('group', { name: 'Issued' })).toBeTruthy();
  });

  it('says "about" when the server marks the total as estimated', () => {
    renderScreen({ data: { ...ROWS, total: 120_000, total_is_estimate: true } });
    expect(screen.getByText('1–10 of about 120000')).toBeTruthy();
  });

  it('says "counting…" beside the estimate while a filtered list’s exact total follows', () => {
    renderScreen({ data: { ...ROWS, total: 120_000, total_is_estimate: true, exact_total_follows: true } });
    expect(screen.getByText('1–10 of about 120000, counting…')).toBeTruthy();
  });

  it('picks rows for a bulk action, the page at once, and clears the picks when the action is done', () => {
    const remove = vi.fn((rows: readonly Card[], done: () => void) => {
      expect(rows.map((row) => row.number)).toEqual(['C-2', 'C-1']);
      done();
    });
    renderScreen({}, { bulkActions: [{ id: 'delete', label: 'Delete picked', destructive: true, onClick: remove }] });
    expect(screen.queryByRole('button', { name: 'Delete picked' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select C-2' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete picked' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Delete picked' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select C-1' }) as HTMLInputElement).checked).toBe(false);
  });

  it('has no checkboxes when the user may neither change nor delete rows', () => {
    renderScreen({ can: { create: true, update: false, delete: false } });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('deactivates the picked rows after one confirmation that states the count, skipping rows already so', async () => {
    const set = vi.fn(async () => undefined);
    renderScreen({ status: { of: (row) => row.status, toggle: vi.fn(), set } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    // C-2 is inactive already: one record changes.
    const question = await screen.findByRole('dialog', { name: 'Deactivate 1 record?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(set).toHaveBeenCalledOnce());
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ number: 'C-1' }), 'inactive');
  });
});
