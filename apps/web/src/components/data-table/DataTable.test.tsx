import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListResult } from '@passdesk/contract/http/list';
import tableStrings from '../../../public/locales/en/common-table.json';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { parseListState, useListState, type ListStateOptions } from './list-state.ts';
import { SEARCH_DEBOUNCE_MS } from './SearchBox.tsx';

interface Row {
  id: number;
  name: string;
  fee: number;
}

const OPTIONS: ListStateOptions<'name' | 'fee', 'status'> = { sorts: ['name', 'fee'], defaultSort: 'name', filters: ['status'] };
const COLUMNS: DataColumn<Row, 'name' | 'fee'>[] = [
  { id: 'name', header: 'Name', sortField: 'name', render: (row) => row.name, primary: true },
  { id: 'fee', header: 'Fee', sortField: 'fee', render: (row) => row.fee, align: 'right' },
];

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ showSupportNotice: false, lng: 'en', resources: { en: { 'common-table': tableStrings } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

type Result = Parameters<typeof DataTable<Row, 'name' | 'fee', 'status'>>[0]['result'];
const result = (data: ListResult<Row> | undefined, extra: Partial<Result> = {}): Result => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...extra,
});

let currentUrl = '';
function UrlProbe() {
  const location = useLocation();
  useEffect(() => {
    currentUrl = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

function Harness({ data }: { data: Result }) {
  const list = useListState(OPTIONS);
  return (
    <DataTable label="Categories" columns={COLUMNS} rowKey={(row) => row.id} list={list} result={data} searchLabel="Search categories" rowActions={() => <button type="button">act</button>} empty={{ title: 'No categories yet', action: <button type="button">Add category</button> }} />
  );
}

function renderAt(url: string, data: Result) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Harness data={data} />
        <UrlProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('list state in the URL', () => {
  it('reads allowed values and falls back to defaults for the rest', () => {
    const state = parseListState(new URLSearchParams('page=3&limit=25&sort=fee&order=desc&search=abc&status=active'), OPTIONS);
    expect(state).toEqual({ page: 3, limit: 25, sort: 'fee', order: 'desc', search: 'abc', filters: { status: 'active' } });
    const fallback = parseListState(new URLSearchParams('page=-1&limit=7&sort=password&order=up'), OPTIONS);
    expect(fallback).toMatchObject({ page: 1, limit: 10, sort: 'name', order: 'asc', filters: { status: '' } });
  });
});

// MUI renders slowly in jsdom on a busy machine: more than the default 5 s for the first test.
describe('DataTable', { timeout: 20_000 }, () => {
  const rows = { items: [{ id: 1, name: 'Student Monthly', fee: 15000 }, { id: 2, name: 'Senior Yearly', fee: 50000 }], total: 42, page: 2, limit: 10 };

  it('shows rows, the sort on the header (aria-sort) and the page from the URL', () => {
    renderAt('/x?page=2&sort=fee&order=desc', result(rows));
    expect(screen.getByRole('table', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Student Monthly' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Fee/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByText('11–20 of 42')).toBeTruthy();
  });

  it('sorts by a header, flips the order on a second click, and goes back to page 1', () => {
    renderAt('/x?page=2&sort=fee&order=desc', result(rows));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(currentUrl).toBe('/x?sort=name&order=asc');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(currentUrl).toBe('/x?sort=name&order=desc');
  });

  it('pages and changes the page size through the URL', () => {
    renderAt('/x?page=2', result(rows));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(currentUrl).toBe('/x?page=3');
  });

  it('searches after a pause, once, from page 1', () => {
    vi.useFakeTimers();
    try {
      renderAt('/x?page=3', result(rows));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), { target: { value: 'stud' } });
      expect(currentUrl).toBe('/x?page=3');
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
      expect(currentUrl).toBe('/x?search=stud');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the empty state with its call to action, or "nothing matches" with clear filters', () => {
    const empty = { items: [], total: 0, page: 1, limit: 10 };
    renderAt('/x', result(empty));
    expect(screen.getByText('No categories yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add category' })).toBeTruthy();
    cleanup();
    renderAt('/x?search=zzz&status=inactive', result(empty));
    expect(screen.getByText('Nothing matches')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(currentUrl).toBe('/x');
  });

  it('builds each change on the URL as it is now: a sort clicked before "Clear filters" has re-rendered the list keeps the filters cleared', () => {
    renderAt('/x?search=stud&status=inactive&page=2', result(rows));
    // One act: the clicks come before the router's render of the first navigation, as on a busy device.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      fireEvent.click(screen.getByRole('button', { name: 'Fee' }));
      fireEvent.click(screen.getByRole('button', { name: 'Fee' }));
    });
    expect(currentUrl).toBe('/x?sort=fee&order=desc');
    expect((screen.getByRole('searchbox', { name: 'Search categories' }) as HTMLInputElement).value).toBe('');
  });

  it('marks the actions column, its head and every row, as the part kept in sight sideways (data-actions)', () => {
    const { container } = renderAt('/x', result(rows));
    expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('data-actions')).toBe(true);
    const cells = [...container.querySelectorAll('tbody [data-actions]')];
    expect(cells.map((cell) => cell.textContent)).toEqual(['act', 'act']);
  });

  it('shows skeletons while loading and an error with a retry', () => {
    const { container } = renderAt('/x', result(undefined, { isPending: true }));
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    cleanup();
    const refetch = vi.fn();
    renderAt('/x', result(undefined, { isError: true, error: new Error('Cannot reach the server'), refetch }));
    expect(screen.getByRole('alert').textContent).toContain('Cannot reach the server');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
