/**
 * react-hook-form with a zod schema from packages/contract, so the form checks exactly what the
 * server checks. The form holds the schema's input type and hands the parsed output to submit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ZodForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver infers these types from a concrete schema; through the generic S it needs telling.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onTouched',
  });
}
