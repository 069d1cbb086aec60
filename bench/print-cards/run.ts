/**
 * Printing cards with embedded, shaped fonts (platform/print) beside the same card in PDFKit's
 * built-in Helvetica (helvetica-card.ts, the reference, English only): time to render one card's
 * PDF (median of --runs, each a whole PDF as `GET cards/print/{id}` sends it) and a batch of 100,
 * and the PDF sizes, for each print language with a holder named in its script. The first print
 * also reads the fonts and starts HarfBuzz: timed on its own.
 *
 *   npm run bench -- print-cards [--runs 40]
 */
import path from 'node:path';

import sharp from 'sharp';
import { PRINT_LANGUAGES, type PrintLanguage } from '@passdesk/contract/print/printable-text';
import { printCards, type PrintableCard } from '../../apps/server/src/modules/cards/cards.public.ts';
import { printFonts } from '../../apps/server/src/platform/print/print-fonts.ts';
import type { Services } from '../../apps/server/src/platform/services.ts';
import { repoPath } from '../../apps/server/src/platform/repo-paths.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';
import { helveticaCards } from './helvetica-card.ts';

const RUNS = numberOption('runs', 40);
const BATCH = 100;

const NAMES: Record<PrintLanguage, [string, string]> = { en: ['Vaishali', 'Prajapati'], hi: ['प्रद्युम्न', 'श्रीवास्तव'], gu: ['ભાગ્યશ્રી', 'ત્રિવેદી'], ar: ['عبد الرحمن', 'الأنصاري'] };

function card([first, last]: [string, string]): PrintableCard {
  return {
    row: {
      card: { first_name: first, last_name: last, card_number: 'MNR-2026-004711', valid_from: '2026-11-01', valid_until: '2027-10-31', issue_date: '2026-11-01', status: 'active', photo_key: 'photo' },
      category: { name: 'General Monthly All Routes', code: 'GMA', colour: '#1565C0' },
      route: { route_number: '82', name: 'Prahladnagar – Kalupur Station' },
      center: { name: 'Maninagar Depot', code: 'MNR', address: 'Near Maninagar Railway Station, Maninagar East', phone: '+91 79 2546 1188', email: 'maninagar@passes.example.in' },
    } as unknown as PrintableCard['row'],
    qr: `PD1.MNR-2026-004711.GMA.2027-10-31.${'Ab9'.repeat(34)}`,
  };
}

/** A card photo as the server stores one: 413 × 531 px JPEG. */
const photo = await sharp({ create: { width: 413, height: 531, channels: 3, background: '#b0bec5' } })
  .composite([{ input: Buffer.from('<svg width="413" height="531"><circle cx="206" cy="200" r="110" fill="#8d6e63"/><rect x="60" y="340" width="293" height="260" rx="130" fill="#37474f"/></svg>') }])
  .jpeg({ quality: 85 })
  .toBuffer();

function servicesFor(language: PrintLanguage): Services {
  const webDistDir = path.join(repoPath('apps/web'), 'no-build');
  return { config: { webDistDir, printLanguage: language }, storage: { get: async () => ({ body: [photo] }) }, log: { warn: () => undefined, error: console.error } } as unknown as Services;
}

async function embedded(language: PrintLanguage, cards: PrintableCard[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of printCards(servicesFor(language), cards, 'bench')) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

console.log(describeMachine());
const [fontLoad] = await timed(() => printFonts());
console.log(`fonts read and HarfBuzz started: ${fontLoad.toFixed(0)} ms (once per process)\n`);

const rows: string[] = ['| card | one card: median ms | × Helvetica | PDF bytes | 100 cards: ms (ms a card) | PDF bytes |', '| --- | --- | --- | --- | --- | --- |'];
const reference = card(NAMES.en);
for (const language of PRINT_LANGUAGES) {
  const printed = card(NAMES[language]);
  const ours: number[] = [];
  const theirs: number[] = [];
  let oneSize = 0;
  let referenceSize = 0;
  for (let run = 0; run < RUNS + 5; run += 1) {
    // Alternating, so both see the same load; the first five warm up.
    const [ourTime, pdf] = await timed(() => embedded(language, [printed]));
    const [theirTime, helvetica] = await timed(() => helveticaCards([reference], photo));
    if (run < 5) continue;
    ours.push(ourTime);
    theirs.push(theirTime);
    oneSize = pdf.length;
    referenceSize = helvetica.length;
  }
  const [batchTime, batch] = await timed(() => embedded(language, Array.from({ length: BATCH }, () => printed)));
  const [helveticaBatchTime, helveticaBatch] = await timed(() => helveticaCards(Array.from({ length: BATCH }, () => reference), photo));
  if (language === 'en') rows.push(`| Helvetica (reference), English | ${median(theirs).toFixed(1)} | 1 | ${referenceSize} | ${helveticaBatchTime.toFixed(0)} (${(helveticaBatchTime / BATCH).toFixed(1)}) | ${helveticaBatch.length} |`);
  rows.push(`| \`PRINT_LANGUAGE=${language}\`, ${NAMES[language].join(' ')} | ${median(ours).toFixed(1)} | ${(median(ours) / median(theirs)).toFixed(2)} | ${oneSize} | ${batchTime.toFixed(0)} (${(batchTime / BATCH).toFixed(1)}) | ${batch.length} |`);
}
console.log(rows.join('\n'));
