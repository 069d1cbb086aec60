/**
 * The card holder's typed-in fields, empty: where a new card (features/cards) and a citizen's
 * application (features/applications) start. The choices (gender, ID type) each form starts itself.
 */
export const EMPTY_HOLDER_TEXT = {
  first_name: '',
  last_name: '',
  guardian_name: '',
  date_of_birth: '',
  mobile: '',
  email: '',
  address: '',
  city: '',
  pincode: '',
  institution: '',
  id_proof_number: '',
} as const;
