/**
 * The card holder's fields (name, guardian, birth date, gender, mobile, email, address, institution),
 * written once for the counter's card form and the citizen's application form. Each screen keeps its
 * own words (`fields.*` and `gender.*` of its translation namespace) and hints; the rules are the
 * contract's (`cardFieldsSchema`, which the application form builds on).
 */
import { CARD_HOLDER_FIELDS, GENDERS, type CardHolderField } from '@passdesk/contract/cards/card-fields';
import { Fragment, type ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../components/form/FieldPair.tsx';
import { SelectInput } from '../../components/form/SelectInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { todayIso } from '../../lib/format.ts';
import { holderAutofill, type HolderTypist } from './holder-typist.ts';

export interface HolderFieldsProps<T extends Partial<Record<CardHolderField, unknown>>, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** The screen's translation namespace: its `fields.*` labels and `gender.*` words. */
  namespace: 'cards' | 'applications';
  typist: HolderTypist;
  hints?: Partial<Record<CardHolderField, string>>;
  /** Shown below the row of the date of birth (the counter's age warning). */
  birthDateNotice?: ReactNode;
}

export function HolderFields<T extends Partial<Record<CardHolderField, unknown>>, O extends FieldValues>({ control, namespace, typist, hints = {}, birthDateNotice }: HolderFieldsProps<T, O>) {
  const { t } = useTranslation(namespace);
  const autofill = holderAutofill(typist);
  // T holds every holder field (its constraint), so each one is a path of the form.
  const name = (field: CardHolderField) => field as Path<T>;
  const text = (field: CardHolderField, label: string, rest: { required?: boolean; maxLength: number; multiline?: boolean; inputMode?: 'numeric' }) => (
    <TextInput control={control} name={name(field)} label={t(`fields.${label}`)} hint={hints[field]} autoComplete={autofill[field]} {...rest} />
  );
  const fields: Record<CardHolderField, ReactNode> = {
    first_name: text('first_name', 'firstName', { required: true, maxLength: 60 }),
    last_name: text('last_name', 'lastName', { maxLength: 60 }),
    guardian_name: text('guardian_name', 'guardianName', { maxLength: 100 }),
    date_of_birth: (
      <TextInput control={control} name={name('date_of_birth')} type="date" label={t('fields.dateOfBirth')} required max={todayIso()} autoComplete={autofill.date_of_birth} hint={hints.date_of_birth} />
    ),
    gender: <SelectInput control={control} name={name('gender')} label={t('fields.gender')} required options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))} />,
    mobile: <TextInput control={control} name={name('mobile')} type="tel" inputMode="tel" label={t('fields.mobile')} required autoComplete={autofill.mobile} maxLength={14} />,
    email: <TextInput control={control} name={name('email')} type="email" inputMode="email" label={t('fields.email')} hint={hints.email} autoComplete={autofill.email} maxLength={254} />,
    address: text('address', 'address', { required: true, multiline: true, maxLength: 300 }),
    city: text('city', 'city', { required: true, maxLength: 80 }),
    pincode: text('pincode', 'pincode', { required: true, inputMode: 'numeric', maxLength: 6 }),
    institution: text('institution', 'institution', { maxLength: 120 }),
  };

  // The citizen fills one column, in the contract's order.
  if (typist === 'citizen') return CARD_HOLDER_FIELDS.map((field) => <Fragment key={field}>{fields[field]}</Fragment>);
  // The counter's clerk fills pairs, in the order people say them.
  return (
    <>
      <FieldPair>
        {fields.first_name}
        {fields.last_name}
      </FieldPair>
      <FieldPair>
        {fields.guardian_name}
        {fields.gender}
      </FieldPair>
      <FieldPair>
        {fields.date_of_birth}
        {fields.mobile}
      </FieldPair>
      {birthDateNotice}
      {fields.email}
      {fields.address}
      <FieldPair>
        {fields.city}
        {fields.pincode}
      </FieldPair>
      {fields.institution}
    </>
  );
}
