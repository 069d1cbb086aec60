/**
 * Printable cards: a PDF of ID-1 pages (85.60 × 53.98 mm, ISO/IEC 7810), front then back for each
 * card, so Chromium prints it at true size and a duplex card printer gets both sides in order.
 * Front: category band in the category's colour, photo, name, number, route, validity, signed QR.
 * Back: the conditions of use and the issuing office's contact. The fixed words are English with
 * the office's print language beside them (`PRINT_LANGUAGE`, docs/domain.md "Printing"); names print
 * in their own script (platform/print). Pages are written while later cards' photos are still being
 * read, so a batch never sits whole in memory.
 */
import { PassThrough, type Readable } from 'node:stream';
import type PDFDocument from 'pdfkit';
import type QRCode from 'qrcode';
import { unprintableParts } from '@passdesk/contract/print/printable-text';
import type { Services } from '../../platform/services.ts';
import { loadPdfKit } from '../../platform/print/pdfkit.ts';
import { printFonts } from '../../platform/print/print-fonts.ts';
import { PdfText, type LineOptions } from '../../platform/print/pdf-text.ts';
import { both, printTexts, type PrintTexts } from '../../platform/print/print-texts.ts';
import { localesDir } from '../locales/locale-files.ts';
import type { CardRow } from './cards.queries.ts';

const MM = 72 / 25.4;
export const ID1_WIDTH_PT = 85.6 * MM;
export const ID1_HEIGHT_PT = 53.98 * MM;

type Doc = InstanceType<typeof PDFDocument>;

export interface PrintableCard {
  row: Pick<CardRow, 'card' | 'category' | 'route' | 'center'>;
  qr: string;
}

/**
 * Why a card cannot be printed: its texts that hold characters no print font has (entered before
 * the rule refused them where they are typed), e.g. `the holder's first name (த ம)`; empty when it prints.
 */
export function unprintableCardParts(row: PrintableCard['row']): string[] {
  const { card, category, route, center } = row;
  const texts: Array<[string, string]> = [
    ["the holder's first name", card.first_name],
    ["the holder's last name", card.last_name],
    ["the category's name", category.name],
    ["the route's name", route?.name ?? ''],
    ["the center's name", center.name],
    ["the center's address", center.address],
  ];
  return unprintableParts(texts);
}

const CONDITIONS = ['personal', 'dates', 'damaged', 'fine', 'lost'] as const;

/** A column of the back: one language's conditions. */
interface Column {
  translate: (key: string, values?: Record<string, string>) => string;
  direction: 'ltr' | 'rtl';
  x: number;
  width: number;
}

/** 2026-04-30 → 30-04-2026, as Indian offices write dates (and readable in every print language). */
const indianDate = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** qrcode, loaded by the first printed card rather than with the server (docs/performance.md "Start-up"). */
let loadingQr: Promise<typeof QRCode> | undefined;
const loadQrCode = (): Promise<typeof QRCode> => (loadingQr ??= import('qrcode').then((module) => module.default));

function drawQr(qr: typeof QRCode, doc: Doc, text: string, x: number, y: number, size: number): void {
  const matrix = qr.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / matrix.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.data[row * matrix.size + column]) doc.rect(x + column * cell, y + row * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill().restore();
}

async function readPhoto(services: Services, key: string): Promise<Buffer | undefined> {
  try {
    const stored = await services.storage.get(key);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    services.log.warn({ err: error, key }, 'card photo could not be read for printing');
    return undefined;
  }
}

/**
 * The largest size from `largest` down to `smallest` at which `value` wraps into the box; at the
 * smallest, the lines that fit, each cut with "…" when wider than the box and the last one when
 * more text follows.
 */
function fitBlock(text: PdfText, value: string, width: number, height: number, style: { largest: number; smallest: number; weight: 'regular' | 'bold' }) {
  const fits = (lines: string[], size: number) =>
    lines.reduce((sum, line) => sum + text.lineHeight(line, size), 0) <= height && lines.every((line) => text.width(line, { size, weight: style.weight, direction: 'ltr' }) <= width);
  for (let size = style.largest; size >= style.smallest - 0.001; size -= 0.25) {
    const lines = text.wrap(value, width, { size, weight: style.weight, direction: 'ltr' });
    if (fits(lines, size)) return { size, lines };
  }
  const size = style.smallest;
  const options = { size, weight: style.weight, direction: 'ltr' as const };
  const wrapped = text.wrap(value, width, options);
  const lines: string[] = [];
  let used = 0;
  for (const line of wrapped) {
    if (used + text.lineHeight(line, size) > height) break;
    lines.push(line);
    used += text.lineHeight(line, size);
  }
  const rest = wrapped.slice(lines.length).join(' ');
  return { size, lines: lines.map((line, index) => text.fit(index === lines.length - 1 && rest !== '' ? `${line} ${rest}` : line, width, options)) };
}

class CardPage {
  constructor(
    private readonly doc: Doc,
    private readonly qr: typeof QRCode,
    private readonly text: PdfText,
    private readonly words: PrintTexts,
  ) {}

  /** A field's label: English at the left, the print language's word at the right. */
  private label(key: string, x: number, y: number, width: number): void {
    const style: LineOptions = { size: 4.6, colour: '#666666' };
    const english = this.words.en(key);
    this.text.line(english, x, y, width, { ...style, direction: 'ltr', align: 'left' });
    if (this.words.local) {
      const room = width - this.text.width(english, style) - 2 * MM;
      this.text.line(this.words.local(key), x + width - room, y, room, { ...style, align: 'right', ellipsis: true });
    }
  }

  front(card: PrintableCard, photo: Buffer | undefined): void {
    const { doc, text, words } = this;
    const { card: c, category, route, center } = card.row;
    const colour = /^#[0-9a-f]{6}$/i.test(category.colour) ? category.colour : '#8B0000';
    const bandHeight = (words.local ? 10 : 9) * MM;
    doc.rect(0, 0, ID1_WIDTH_PT, bandHeight).fill(colour);
    text.line(words.en('title'), 3 * MM, 1.3 * MM, 30 * MM, { size: 7, weight: 'bold', colour: '#ffffff', direction: 'ltr', align: 'left' });
    if (words.local) text.line(words.local('title'), 3 * MM, 5 * MM, 34 * MM, { size: 6, weight: 'bold', colour: '#ffffff', align: 'left', ellipsis: true });
    text.line(category.name, 38 * MM, 1.6 * MM, 44.6 * MM, { size: 6.5, colour: '#ffffff', direction: 'ltr', align: 'right', ellipsis: true });
    text.line(category.code, 38 * MM, 5.2 * MM, 44.6 * MM, { size: 5.5, colour: '#ffffff', direction: 'ltr', align: 'right' });

    const photoBox = { x: 3 * MM, y: 11.5 * MM, w: 19 * MM, h: 24.4 * MM };
    if (photo) doc.image(photo, photoBox.x, photoBox.y, { width: photoBox.w, height: photoBox.h });
    else doc.rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).fill('#dddddd');
    doc.lineWidth(0.4).rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).stroke('#555555');

    const x = 24.5 * MM;
    const width = 35 * MM;
    const name = `${c.first_name} ${c.last_name}`.trim();
    const fitted = fitBlock(text, name, width, 7 * MM, { largest: 8, smallest: 4.5, weight: 'bold' });
    let top = 11.3 * MM;
    for (const line of fitted.lines) top += text.line(line, x, top, width, { size: fitted.size, weight: 'bold', direction: 'ltr', align: 'left' });

    const field = (key: string, value: string, y: number) => {
      this.label(key, x, y, width);
      const style = { size: 6.5, weight: 'bold' as const, direction: 'ltr' as const };
      text.line(value, x, y + 1.9 * MM, width, { ...style, size: text.sizeToFit(value, width, style, 5), align: 'left', ellipsis: true });
    };
    field('cardNumber', c.card_number, 18.8 * MM);
    field('route', route ? `${route.route_number} — ${route.name}` : both(words, 'allRoutes'), 24.4 * MM);
    field('valid', `${indianDate(c.valid_from)} – ${indianDate(c.valid_until)}`, 30 * MM);

    drawQr(this.qr, doc, card.qr, 61 * MM, 11.5 * MM, 21.6 * MM);
    const office = `${center.name} (${center.code})`;
    const date = indianDate(c.issue_date);
    text.line(words.en('issued', { date, center: office }), 3 * MM, 37.4 * MM, 79.6 * MM, { size: 5, colour: '#444444', direction: 'ltr', align: 'left', ellipsis: true });
    if (words.local) text.line(words.local('issued', { date, center: office }), 3 * MM, 40.4 * MM, 79.6 * MM, { size: 5, colour: '#444444', ellipsis: true });
    if (c.status === 'blocked') {
      text.line(both(words, 'blocked'), 58 * MM, 34 * MM, 27.6 * MM, { size: 6, weight: 'bold', colour: '#b00020', direction: 'ltr', align: 'center', ellipsis: true });
    }
    doc.rect(0, ID1_HEIGHT_PT - 4 * MM, ID1_WIDTH_PT, 4 * MM).fill(colour);
  }

  /** The conditions in one column from `top`, numbered; returns the height used. */
  private conditions(column: Column, top: number, size: number, draw: boolean): number {
    let y = top;
    for (const [index, key] of CONDITIONS.entries()) {
      const rule = `${index + 1}. ${column.translate(`conditions.${key}`)}`;
      const options = { size, direction: column.direction };
      y += (draw ? this.text.paragraph(rule, column.x, y, column.width, options) : this.text.paragraphHeight(rule, column.width, options)) + 0.5 * MM;
    }
    return y - top;
  }

  back(card: PrintableCard): void {
    const { doc, text, words } = this;
    const { center, card: c } = card.row;
    const languages: Array<Pick<Column, 'translate' | 'direction'>> = [{ translate: words.en, direction: 'ltr' }];
    if (words.local) languages.push({ translate: words.local, direction: words.rtl ? 'rtl' : 'ltr' });
    const gap = 3 * MM;
    const width = (77.6 * MM - gap * (languages.length - 1)) / languages.length;
    const columns: Column[] = languages.map((language, index) => ({ ...language, x: 4 * MM + index * (width + gap), width }));
    for (const column of columns) text.line(column.translate('conditionsTitle'), column.x, 3 * MM, column.width, { size: 7, weight: 'bold', direction: column.direction, ellipsis: true });
    const room = 31.5 * MM;
    let size = columns.length > 1 ? 4.8 : 5.2;
    while (size > 3.4 && columns.some((column) => this.conditions(column, 0, size, false) > room)) size -= 0.1;
    for (const column of columns) this.conditions(column, 7.6 * MM, size, true);

    doc.moveTo(4 * MM, 40 * MM).lineTo(81.6 * MM, 40 * MM).lineWidth(0.3).stroke('#999999');
    let y = 40.8 * MM;
    for (const language of languages) {
      y += text.line(language.translate('ifFound', { center: center.name }), 4 * MM, y, 77.6 * MM, { size: 5.3, weight: 'bold', direction: language.direction, ellipsis: true });
    }
    const contact = [center.address, center.phone && words.en('phone', { phone: center.phone }), center.email].filter(Boolean).join(' · ');
    const contactWidth = 62 * MM;
    const fitted = fitBlock(text, contact, contactWidth, ID1_HEIGHT_PT - y - 1.5 * MM, { largest: 4.8, smallest: 4, weight: 'regular' });
    for (const line of fitted.lines) y += text.line(line, 4 * MM, y, contactWidth, { size: fitted.size, colour: '#333333', direction: 'ltr', align: 'left' });
    text.line(c.card_number, 66 * MM, 50.3 * MM, 15.6 * MM, { size: 4.5, colour: '#666666', direction: 'ltr', align: 'right' });
  }
}

/** A PDF stream of the cards, front and back each on its own ID-1 page, worded in English and `services.config.printLanguage`. */
export function printCards(services: Services, cards: AsyncIterable<PrintableCard> | Iterable<PrintableCard>, title: string): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      const [PDFKit, qr, fonts, words] = await Promise.all([loadPdfKit(), loadQrCode(), printFonts(), printTexts(localesDir(services.config.webDistDir), 'cards', 'printedCard', services.config.printLanguage)]);
      const doc = new PDFKit({ size: [ID1_WIDTH_PT, ID1_HEIGHT_PT], margin: 0, autoFirstPage: false, info: { Title: title, Producer: 'PassDesk' } });
      doc.pipe(out);
      const page = new CardPage(doc, qr, new PdfText(doc, fonts), words);
      for await (const card of cards) {
        const photo = await readPhoto(services, card.row.card.photo_key);
        doc.addPage();
        page.front(card, photo);
        doc.addPage();
        page.back(card);
      }
      doc.end();
    } catch (error) {
      services.log.error({ err: error }, 'card PDF failed half-way');
      out.destroy(error as Error);
    }
  })();
  return out;
}
