import { describe, expect, it } from 'vitest';
import { toastTopOffset } from './toast-offset.ts';

describe('toast offset', () => {
  it('is 75 px under the app bar, 139 px in the horizontal layout with its menu showing', () => {
    expect(toastTopOffset({ layout: 'vertical', navHidden: false })).toBe(75);
    expect(toastTopOffset({ layout: 'horizontal', navHidden: false })).toBe(139);
    expect(toastTopOffset({ layout: 'horizontal', navHidden: true })).toBe(75);
  });
});
