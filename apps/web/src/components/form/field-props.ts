/** What every form field component takes: the form's control, the field's name and its label. */
import type { Control, FieldValues, Path } from 'react-hook-form';

export interface FieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Shown under the field when it has no error. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}
