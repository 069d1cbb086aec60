import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, safeText } from './text.ts';

describe('the string rule', () => {
  it('refuses NUL and unpaired surrogates, accepts paired ones', () => {
    expect(isSafeText('Ramesh 😀 ಕನ್ನಡ')).toBe(true);
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800']) expect(isSafeText(bad)).toBe(false);
    expect(safeText().safeParse('a\u0000').success).toBe(false);
  });

  it('names the first field breaking it, however deep', () => {
    expect(findUnsafeText({ name: 'ok', via: ['Stop A', 'Stop\u0000B'] })).toBe('via.1');
    expect(findUnsafeText({ permissions: { ['Bad\ud800']: { read: true } } })).toBe('permissions.(a key)');
    expect(findUnsafeText({ name: 'fine', count: 3 })).toBeUndefined();
  });
});
