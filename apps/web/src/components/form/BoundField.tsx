/**
 * The one binding between a form field component and react-hook-form: it renders the field with
 * its error message already worded in the user's language (or undefined when there is none).
 */
import type { ReactElement } from 'react';
import { Controller, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';
import { useMessageText } from './message-patterns.ts';
import { fieldErrorMessage } from './server-errors.ts';

export type BoundFieldRender<T extends FieldValues, N extends Path<T> = Path<T>> = (field: ControllerRenderProps<T, N>, error: string | undefined) => ReactElement;

export function BoundField<T extends FieldValues, O extends FieldValues, N extends Path<T> = Path<T>>(
  props: Pick<FieldProps<T, O>, 'control' | 'label'> & { name: N; render: BoundFieldRender<T, N> },
) {
  const { control, name, label, render } = props;
  const messageText = useMessageText();
  return <Controller control={control} name={name} render={({ field, fieldState }) => render(field, messageText(fieldErrorMessage(fieldState.error), label))} />;
}

/** The props every text-like MUI field of a form shares: label, required, disabled, the error or hint under it. */
export function textFieldProps(props: Pick<FieldProps<FieldValues>, 'label' | 'hint' | 'required' | 'disabled'>, error: string | undefined) {
  return { label: props.label, required: props.required, disabled: props.disabled, error: Boolean(error), helperText: error ?? props.hint, fullWidth: true } as const;
}
