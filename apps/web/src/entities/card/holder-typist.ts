/**
 * Who types a holder's details: a clerk at the counter (someone else's details: the browser's
 * autofill is turned off on the fields it would fill with the clerk's own) or the citizen on the
 * public form (their own details: the browser may fill them in).
 */
import type { CardHolderField } from '@passdesk/contract/cards/card-fields';

export type HolderTypist = 'counter' | 'citizen';

const AUTOFILL: Record<HolderTypist, Partial<Record<CardHolderField, string>>> = {
  counter: { first_name: 'off', last_name: 'off', guardian_name: 'off', mobile: 'off', email: 'off' },
  citizen: {
    first_name: 'given-name',
    last_name: 'family-name',
    date_of_birth: 'bday',
    mobile: 'tel-national',
    email: 'email',
    address: 'street-address',
    city: 'address-level2',
    pincode: 'postal-code',
  },
};

/** The `autocomplete` of each holder field for this typist (none where the browser's default is kept). */
export const holderAutofill = (typist: HolderTypist) => AUTOFILL[typist];
