/** The API's response envelope (docs/api.md "Conventions"). */
import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
  retry_after_seconds: z.number().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** `{ message, data }` around a payload schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const messageOnlySchema = z.object({ message: z.string() });
