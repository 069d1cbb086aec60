import { describe, expect, it } from 'vitest';
import './zod-config.ts';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod settings of the panel and the inspector app', () => {
  it('turns the eval-based fast path off (no CSP violation), and schemas still parse', () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1), count: z.number().int() });
    expect(schema.parse({ name: 'a', count: 2 })).toEqual({ name: 'a', count: 2 });
    expect(schema.safeParse({ name: '', count: 1.5 }).success).toBe(false);
  });
});
