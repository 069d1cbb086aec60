import { describe, expect, it } from 'vitest';
import { cardCreateSchema } from '../cards/card-fields.ts';
import { centerInputSchema } from '../master-data/center.ts';
import { isPrintableCodePoint, printable, unprintableCharacters, unprintableMessage } from './printable-text.ts';
import { z } from 'zod';

describe('printable text', () => {
  it('accepts names in Latin, Devanagari, Gujarati and Arabic, mixed too, with joiners and marks', () => {
    for (const name of ['Amit Patel', 'Łukasz Żółć', 'Nguyễn Văn An', 'Σοφία', 'Анна', 'अमित पटेल', 'क्षत्रिय', 'અમિત પટેલ', 'સંજય', 'أمينة شيخ', 'مُحَمَّد', 'Amit पटेल', 'أمينة Patel', 'र्‍य', "O'Brien-Smith"]) {
      expect(unprintableCharacters(name), name).toEqual([]);
    }
  });

  it('names the characters no print font draws: other scripts, emoji, controls', () => {
    expect(unprintableCharacters('தமிழ் selvi')).toEqual(['த', 'ம', 'ி', 'ழ', '்']);
    expect(unprintableCharacters('王小明')).toEqual(['王', '小', '明']);
    expect(unprintableCharacters('Asha 😀')).toEqual(['😀']);
    expect(unprintableCharacters('A\tB')).toEqual(['\t']);
    expect(isPrintableCodePoint(0x0a84)).toBe(false);
    expect(isPrintableCodePoint(0x0a85)).toBe(true);
  });

  it('refuses such a name where it is typed, naming the field and at most five characters', () => {
    const schema = printable(z.string(), 'First name');
    const result = schema.safeParse('தமிழ்செல்வி');
    expect(result.error?.issues[0]?.message).toBe(unprintableMessage('First name', ['த', 'ம', 'ி', 'ழ', '்']));
    expect(result.error?.issues[0]?.message).toBe('First name has characters that cannot be printed: த ம ி ழ ். Use Latin, Devanagari, Gujarati or Arabic letters');
  });

  it('holds on the card form and a center', () => {
    const card = cardCreateSchema.safeParse({ first_name: '王', last_name: 'Li' });
    expect(card.error?.issues.find((issue) => issue.path[0] === 'first_name')?.message).toMatch(/^First name has characters that cannot be printed: 王\./);
    expect(centerInputSchema.safeParse({ name: 'Vasna ✈ Depot', code: 'VSN' }).error?.issues[0]?.message).toMatch(/^Name has characters that cannot be printed: ✈\./);
    expect(centerInputSchema.safeParse({ name: 'वासणा डिपो', code: 'VSN' }).success).toBe(true);
  });
});
