import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.ts';

describe('menu badge text', () => {
  it('caps counts at 99 and leaves words alone', () => {
    expect(badgeText('5')).toBe('5');
    expect(badgeText('99')).toBe('99');
    expect(badgeText('100')).toBe('99+');
    expect(badgeText('New')).toBe('New');
    expect(badgeText('')).toBeUndefined();
    expect(badgeText(undefined)).toBeUndefined();
  });
});
