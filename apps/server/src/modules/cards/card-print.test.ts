import { describe, expect, it } from 'vitest';
import { PRINT_LANGUAGES } from '@passdesk/contract/print/printable-text';
import type { Services } from '../../platform/services.ts';
import { pdfText } from '../../test/pdf-reader.ts';
import { printCards, type PrintableCard } from './card-print.ts';
import { DEMO_CATEGORIES } from '../categories/categories.demo.ts';
import { DEMO_CENTERS } from '../centers/centers.demo.ts';
import { demoRoutes } from '../routes/routes.demo.ts';
import { FEMALE, MALE, SCRIPT_NAMES, SURNAMES } from './cards.demo.ts';

const longest = <T>(items: readonly T[], text: (item: T) => string = String): T => items.reduce((best, item) => (text(item).length > text(best).length ? item : best));
const LONGEST_ROUTE = longest(demoRoutes(), (route) => `${route.route_number} — ${route.name}`);
const LONGEST_CENTER = longest(DEMO_CENTERS, (center) => `${center.name} ${center.address}`);
const LONGEST_CATEGORY = longest(DEMO_CATEGORIES, (category) => category.name);

/** The longest first name and surname of the demo, in each script; its longest route, center and category. */
const LONGEST_NAMES = [
  [longest([...FEMALE, ...MALE]), longest(SURNAMES)],
  ...Object.values(SCRIPT_NAMES).map((names) => [longest([...names.female, ...names.male]), longest(names.surnames)]),
] as const;

function printable(first: string, last: string): PrintableCard {
  return {
    row: {
      card: { first_name: first, last_name: last, card_number: 'LDW-2026-000123', valid_from: '2026-11-01', valid_until: '2026-11-30', issue_date: '2026-11-01', status: 'active', photo_key: '' },
      category: { ...LONGEST_CATEGORY, colour: '#1565C0' },
      route: LONGEST_ROUTE,
      center: LONGEST_CENTER,
    } as unknown as PrintableCard['row'],
    qr: `PD1.LDW-2026-000123.${'x'.repeat(110)}`,
  };
}

async function render(language: (typeof PRINT_LANGUAGES)[number], cards: PrintableCard[]): Promise<Buffer> {
  const services = { config: { webDistDir: '/no-build', printLanguage: language }, storage: { get: async () => undefined }, log: { warn: () => undefined, error: () => undefined } } as unknown as Services;
  const chunks: Buffer[] = [];
  for await (const chunk of printCards(services, cards, 'names')) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('card print layout', () => {
  it('holds the longest demo names of every script whole, in every print language, with the longest route, center and category', async () => {
    for (const language of PRINT_LANGUAGES) {
      const text = pdfText(await render(language, LONGEST_NAMES.map(([first, last]) => printable(first, last))));
      const lines = text.split('\n').map((line) => line.trim());
      for (const [first, last] of LONGEST_NAMES) expect(lines, `${language}: ${first} ${last}`).toContain(`${first} ${last}`);
      expect(lines).toContain(`${LONGEST_ROUTE.route_number} — ${LONGEST_ROUTE.name}`);
      expect(lines).toContain(LONGEST_CATEGORY.name);
      expect(text).toContain(`at ${LONGEST_CENTER.name} (${LONGEST_CENTER.code})`);
    }
  });

  it('holds names at their longest (60 characters each, in words) whole, and cuts one unbroken word too wide for the box with "…"', async () => {
    const longestHindi = [Array(6).fill('श्रीनिवास').join(' '), Array(6).fill('चतुर्वेदी').join(' ')] as const;
    // Wrapped over lines: read back as one.
    expect(pdfText(await render('hi', [printable(...longestHindi)])).replaceAll('\n', ' ')).toContain(`${longestHindi[0]} ${longestHindi[1]}`);
    const word = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewiss';
    const text = pdfText(await render('en', [printable(word, '')]));
    expect(text).toMatch(/\nWolfeschlegel[a-z]*…\n/);
  });
});
