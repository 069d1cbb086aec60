/**
 * The sign-in body (docs/api.md "Auth"), written with zod's tree-shakable `zod/mini` API: the
 * sign-in page is the panel's first screen, and this keeps its validation code small
 * (docs/performance.md). The server validates with the same schema.
 */
import * as z from 'zod/mini';

export const loginBodySchema = z.object({
  email: z.pipe(
    z.string({ error: 'Enter your email' }).check(z.trim(), z.minLength(1, 'Enter your email'), z.maxLength(254)),
    z.email('Enter a valid email address'),
  ),
  password: z.string({ error: 'Enter your password' }).check(z.minLength(1, 'Enter your password'), z.maxLength(1024)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
