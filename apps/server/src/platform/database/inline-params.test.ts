import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inlineParams } from './inline-params.ts';

const inline = (text: string, params: unknown[]) => inlineParams(text, params, pg.escapeLiteral);

describe('inlineParams', () => {
  it('writes each parameter as a literal, $10 not mistaken for $1', () => {
    const params = ['a', 2, 3, 4, 5, 6, 7, 8, 9, 'ten'];
    expect(inline('select $1, $10, $2', params)).toBe("select 'a', 'ten', 2");
  });

  it('never reads a placeholder inside a value written in', () => {
    expect(inline('select $1, $2', ['$2', 'x'])).toBe("select '$2', 'x'");
  });

  it('keeps quotes and backslashes inside the literal', () => {
    expect(inline('where name like $1', ["%O'Brien\\' or 1=1 --%"])).toBe("where name like  E'%O''Brien\\\\'' or 1=1 --%'");
  });

  it('writes NULL, booleans, bigints and dates', () => {
    expect(inline('$1 $2 $3 $4', [null, true, 12n, new Date('2026-11-24T00:00:00Z')])).toBe("NULL true 12 '2026-11-24T00:00:00.000Z'");
  });

  it('refuses what it cannot write safely', () => {
    expect(() => inline('$1', [Number.NaN])).toThrow(/finite/);
    expect(() => inline('$1', [{ a: 1 }])).toThrow(/literal/);
    expect(() => inline('$2', [1])).toThrow(/no parameter/);
  });
});
