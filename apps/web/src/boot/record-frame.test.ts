import { describe, expect, it } from 'vitest';
import { applicationTop, cardTop } from './record-frame.ts';

const CARD = { card_number: 'PD-0001', first_name: 'Asha', last_name: 'Rao', status: 'active' };
const APPLICATION = { application_number: 'APP-0001', first_name: 'Ravi', last_name: '', status: 'pending', possible_duplicate: false, duplicates: [], submitted_at: '2026-11-29T10:00:00.000Z' };

describe("what the static frame draws above a record's photo", () => {
  it("a card's page: the buttons CardViewPage shows, by the card's status and the user's rights", () => {
    const superAdmin = { user_type: 'super_admin', roles: [] };
    expect(cardTop(CARD, superAdmin)).toEqual({ kind: 'card', number: 'PD-0001', name: 'Asha Rao', parts: ['back', 'print', 'receipt', 'edit', 'block', 'delete'] });
    expect(cardTop({ ...CARD, status: 'blocked' }, superAdmin).parts).toEqual(['back', 'print', 'receipt', 'edit', 'unblock', 'delete']);
    expect(cardTop({ ...CARD, status: 'deleted' }, superAdmin).parts).toEqual(['back', 'receipt']);
    const editor = { user_type: 'admin', roles: [{ permissions: { 'Card Management': { read: true, create: false, update: true, delete: false } } }] };
    expect(cardTop(CARD, editor).parts).toEqual(['back', 'print', 'receipt', 'edit', 'block']);
    expect(cardTop(CARD, { user_type: 'admin', roles: [] }).parts).toEqual(['back', 'print', 'receipt']);
  });

  it("an application's review: a pending one without duplicates, its flag when it may be one; none otherwise", () => {
    expect(applicationTop(APPLICATION)).toEqual({ kind: 'application', number: 'APP-0001', name: 'Ravi', parts: ['back', 'pending', 'submitted'], submitted: APPLICATION.submitted_at });
    expect(applicationTop({ ...APPLICATION, possible_duplicate: true })?.parts).toEqual(['back', 'pending', 'duplicate', 'submitted']);
    expect(applicationTop({ ...APPLICATION, status: 'approved' })).toBeUndefined();
    expect(applicationTop({ ...APPLICATION, duplicates: [{ kind: 'card' }] })).toBeUndefined();
  });
});
