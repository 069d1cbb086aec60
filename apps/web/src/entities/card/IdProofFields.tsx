/**
 * The holder's ID proof: its type and number, for the counter's card form and the citizen's
 * application form (each screen's own words: `fields.idProofType` and `fields.idProofNumber` of its
 * namespace). Only the number's last 4 characters are stored; the contract checks it against its type.
 */
import { ID_PROOF_TYPES, ID_PROOF_TYPE_NAMES } from '@passdesk/contract/cards/card-fields';
import { Box } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../components/form/FieldPair.tsx';
import { SelectInput } from '../../components/form/SelectInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import type { HolderTypist } from './holder-typist.ts';

type IdProofField = 'id_proof_type' | 'id_proof_number';

export interface IdProofFieldsProps<T extends Partial<Record<IdProofField, unknown>>, O extends FieldValues> {
  control: Control<T, unknown, O>;
  namespace: 'cards' | 'applications';
  typist: HolderTypist;
  numberHint: string;
  /** False where a number is on file already and an empty field keeps it. */
  numberRequired?: boolean;
  /** The counter checks, once the number is typed, whether a live card holds it already. */
  onNumberTyped?(): void;
}

export function IdProofFields<T extends Partial<Record<IdProofField, unknown>>, O extends FieldValues>({ control, namespace, typist, numberHint, numberRequired = true, onNumberTyped }: IdProofFieldsProps<T, O>) {
  const { t } = useTranslation(namespace);
  // T holds both fields (its constraint), so each is a path of the form.
  const name = (field: IdProofField) => field as Path<T>;
  const type = <SelectInput control={control} name={name('id_proof_type')} label={t('fields.idProofType')} required options={ID_PROOF_TYPE_NAMES.map((value) => ({ value, label: ID_PROOF_TYPES[value].label }))} />;
  const number = <TextInput control={control} name={name('id_proof_number')} label={t('fields.idProofNumber')} required={numberRequired} uppercase autoComplete="off" maxLength={24} hint={numberHint} />;
  if (typist === 'citizen') {
    return (
      <>
        {type}
        {number}
      </>
    );
  }
  return (
    <FieldPair>
      {type}
      <Box onBlur={onNumberTyped} sx={{ flex: 1 }}>
        {number}
      </Box>
    </FieldPair>
  );
}
