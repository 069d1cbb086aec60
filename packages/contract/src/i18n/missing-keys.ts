/** POST /locales/add/{lng}/{ns}: translation keys the panel asked for and did not find. */
import { z } from 'zod';
import { envelope } from '../http/envelope.ts';
import { LANGUAGE_PATTERN, NAMESPACE_PATTERN } from './languages.ts';

export const MAX_MISSING_KEYS = 50;
export const MAX_KEY_LENGTH = 200;
export const MAX_FALLBACK_LENGTH = 1000;

export const localeParamsSchema = z.object({
  lng: z.string().regex(LANGUAGE_PATTERN, 'Unknown language'),
  ns: z.string().regex(NAMESPACE_PATTERN, 'Unknown namespace'),
});

/** i18next's payload: each missing key with its fallback text. */
export const missingKeysSchema = z
  .record(
    z.string().min(1, 'A key is empty').max(MAX_KEY_LENGTH, `A key is longer than ${MAX_KEY_LENGTH} characters`),
    z.string().max(MAX_FALLBACK_LENGTH, `A fallback text is longer than ${MAX_FALLBACK_LENGTH} characters`),
  )
  .refine((keys) => Object.keys(keys).length > 0, 'No keys given')
  .refine((keys) => Object.keys(keys).length <= MAX_MISSING_KEYS, `At most ${MAX_MISSING_KEYS} keys at once`);

export const missingKeysResultSchema = envelope(z.object({ recorded: z.number().int() }));
