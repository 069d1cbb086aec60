/** The name of a permission or a role: required, trimmed, at most `max` characters. */
import { z } from 'zod';

export const recordNameSchema = (label: 'Permission' | 'Role', max: number) => {
  const required = `Enter a ${label.toLowerCase()} name`;
  return z.string({ error: required }).trim().min(1, required).max(max, `${label} name must be at most ${max} characters`);
};
