import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { dateColumn, primaryColumn, textColumn } from './cells.tsx';
import { recordListTexts } from './RecordListScreen.tsx';

interface Row {
  name: string;
  city: string | null;
  seen: string | null;
}

const ROW: Row = { name: 'Naroda Depot', city: null, seen: '2026-11-24' };

describe('column factories', () => {
  it('makes the row-header column sorted by its field, under another id when asked', () => {
    const column = primaryColumn<Row, 'name' | 'first_name'>('name', 'Name', (row) => row.name);
    expect(column).toMatchObject({ id: 'name', sortField: 'name', primary: true, header: 'Name' });
    expect(column.render(ROW)).toBe('Naroda Depot');
    expect(primaryColumn<Row, 'first_name'>('first_name', 'User', (row) => row.name, { id: 'name', width: 110 })).toMatchObject({ id: 'name', sortField: 'first_name', width: 110 });
  });

  it('shows a dash for a text the row has not got, and is sortable only when given its field', () => {
    const city = textColumn<Row, 'city'>('city', 'City', (row) => row.city);
    expect(city.sortField).toBeUndefined();
    expect(city.render(ROW)).toBe('—');
    expect(city.render({ ...ROW, city: '' })).toBe('—');
    expect(city.render({ ...ROW, city: 'Ahmedabad' })).toBe('Ahmedabad');
    expect(textColumn<Row, 'city'>('city', 'City', (row) => row.city, 'city').sortField).toBe('city');
  });

  it('formats a date, shows `empty` without one, and keeps it on one line when asked', () => {
    const show = (iso: string) => `on ${iso}`;
    const seen = dateColumn<Row, 'seen'>('seen', 'Last seen', (row) => row.seen, show, { empty: 'Never' });
    expect(seen).toMatchObject({ id: 'seen', sortField: 'seen' });
    expect(seen.render(ROW)).toBe('on 2026-11-24');
    expect(seen.render({ ...ROW, seen: null })).toBe('Never');
    expect(dateColumn<Row, 'seen'>('seen', 'Seen', (row) => row.seen, show).render({ ...ROW, seen: null })).toBe('—');
    const wrapped = dateColumn<Row, 'seen'>('seen', 'Seen', (row) => row.seen, show, { noWrap: true }).render(ROW);
    expect(isValidElement(wrapped)).toBe(true);
  });
});

describe('recordListTexts', () => {
  it('says a status change with the activated/deactivated keys under the prefix', () => {
    const t = (key: string, options?: Record<string, string | number>) => `${key}:${options?.name ?? ''}`;
    const texts = recordListTexts<Row>(t, (row) => ({ name: row.name }), 'users.');
    expect(texts.statusChanged(ROW, 'active')).toBe('users.activated:Naroda Depot');
    expect(texts.statusChanged(ROW, 'inactive')).toBe('users.deactivated:Naroda Depot');
  });
});
