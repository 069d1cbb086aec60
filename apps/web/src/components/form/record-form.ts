/**
 * The add/edit dialog of a record screen, wired once: saves through the record's paths (create
 * when there is no record yet, else replace), then the toast, then closes; refusals land on the
 * fields as formSubmit puts them. Titles and toasts come from the screen's namespace, with the
 * keys every record screen shares (addTitle, editTitle, created, updated) under `prefix` when
 * the namespace holds several screens (`roles.`), as recordListTexts reads them.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import toast from '../../lib/toast.ts';
import { useRecordWrites, type RecordPaths } from '../../lib/record-api.ts';
import type { FormDialogProps } from './FormDialog.tsx';
import { formSubmit } from './use-form-submit.ts';

/** A translate function of the screen's namespace. */
type Translate = (key: string, options?: Record<string, string | number>) => string;

export interface RecordFormOptions<T extends { id: number }, TIn extends FieldValues, TOut extends FieldValues, I> {
  paths: RecordPaths;
  /** The record being edited; null: a new one. */
  record: T | null;
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The fields a server refusal may name. */
  fields: readonly Path<TIn>[];
  t: Translate;
  prefix?: string;
  /** Fills the toast's placeholders ({{name}}) from the saved values. */
  params?(values: TOut): Record<string, string>;
  /** The request body from the form's values; omitted: the values as they are. */
  body?(values: TOut): I;
  /** After the save, before the toast (refresh the session...). */
  saved?(record: T): Promise<void> | void;
  onClose(): void;
}

/** FormDialog's props for the record's form (add `maxWidth` and the fields). */
export function useRecordFormDialog<T extends { id: number }, TIn extends FieldValues, TOut extends FieldValues, I = TOut>(
  options: RecordFormOptions<T, TIn, TOut, I>,
): Omit<FormDialogProps, 'children'> {
  const { paths, record, form, fields, t, prefix = '', params, body, saved, onClose } = options;
  const { save } = useRecordWrites<T, I | TOut>(paths);
  const onSubmit = formSubmit(form, fields, async (values) => {
    const result = await save(record?.id, body ? body(values) : values);
    await saved?.(result);
    toast.success(t(`${prefix}${record ? 'updated' : 'created'}`, params?.(values)));
    onClose();
  });
  return { open: true, title: t(`${prefix}${record ? 'editTitle' : 'addTitle'}`), onSubmit, onClose, form };
}
