import { describe, expect, it } from 'vitest';
import { overflowsInlineEnd } from './inline-overflow.ts';

describe('overflowsInlineEnd', () => {
  it('is false when the content fits', () => {
    expect(overflowsInlineEnd({ scrollWidth: 1000, clientWidth: 1000, scrollLeft: 0 })).toBe(false);
  });

  it('is true left to right until scrolled to the end', () => {
    expect(overflowsInlineEnd({ scrollWidth: 1149, clientWidth: 1056, scrollLeft: 0 })).toBe(true);
    expect(overflowsInlineEnd({ scrollWidth: 1149, clientWidth: 1056, scrollLeft: 50 })).toBe(true);
    expect(overflowsInlineEnd({ scrollWidth: 1149, clientWidth: 1056, scrollLeft: 93 })).toBe(false);
  });

  it('is true right to left until scrolled to the end (scrollLeft counts down from 0)', () => {
    expect(overflowsInlineEnd({ scrollWidth: 1149, clientWidth: 1056, scrollLeft: 0 })).toBe(true);
    expect(overflowsInlineEnd({ scrollWidth: 1149, clientWidth: 1056, scrollLeft: -92.6 })).toBe(false);
  });
});
