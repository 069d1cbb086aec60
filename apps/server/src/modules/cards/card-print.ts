/**
 * Printable cards: a PDF of ID-1 pages (85.6 × 54 mm, ISO/IEC 7810), front then back for each
 * card, so Chromium prints it at true size and a duplex card printer gets both sides in order.
 * Front: category band in the category's colour, photo, name, number, route, validity, signed QR.
 * Back: the rules and the issuing office's contact. Pages are written while later cards' photos
 * are still being read, so a batch never sits whole in memory.
 */
import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Services } from '../../platform/services.ts';
import type { CardRow } from './cards.queries.ts';

const MM = 72 / 25.4;
export const ID1_WIDTH_PT = 85.6 * MM;
export const ID1_HEIGHT_PT = 54 * MM;

export interface PrintableCard {
  row: Pick<CardRow, 'card' | 'category' | 'route' | 'center'>;
  qr: string;
}

const RULES = [
  'This pass is personal and not transferable. Carry it on every journey and show it on demand.',
  'Valid only between the dates printed on the front, and on the route shown when one is printed.',
  'A damaged, altered or blocked pass is void and may be withdrawn by the inspector.',
  'Travelling without a valid pass is fined as per the transport rules.',
  'Report a lost pass at any pass centre; a duplicate is issued against the fee in force.',
];

/** 2026-04-30 → 30-04-2026, as Indian offices write dates. */
const indianDate = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const matrix = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
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

function drawFront(doc: PDFKit.PDFDocument, card: PrintableCard, photo: Buffer | undefined): void {
  const { card: c, category, route, center } = card.row;
  const colour = /^#[0-9a-f]{6}$/i.test(category.colour) ? category.colour : '#8B0000';
  doc.rect(0, 0, ID1_WIDTH_PT, 9 * MM).fill(colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(7).text('CITY BUS PASS', 3 * MM, 2 * MM, { lineBreak: false });
  doc.font('Helvetica').fontSize(6.5).text(category.name, 30 * MM, 2.2 * MM, { width: 52.6 * MM, align: 'right', lineBreak: false, ellipsis: true });
  doc.fontSize(5.5).text(category.code, 30 * MM, 5.4 * MM, { width: 52.6 * MM, align: 'right', lineBreak: false });

  const photoBox = { x: 3 * MM, y: 11 * MM, w: 19 * MM, h: 24.4 * MM };
  if (photo) doc.image(photo, photoBox.x, photoBox.y, { width: photoBox.w, height: photoBox.h });
  else doc.rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).fill('#dddddd');
  doc.lineWidth(0.4).rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).stroke('#555555');

  const x = 24.5 * MM;
  const width = 35 * MM;
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(8).text(`${c.first_name} ${c.last_name}`.trim(), x, 11 * MM, { width, height: 7 * MM, ellipsis: true });
  const line = (label: string, value: string, y: number) => {
    doc.font('Helvetica').fontSize(5).fillColor('#666666').text(label, x, y, { width, lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(6.5).fillColor('#111111').text(value, x, y + 2 * MM, { width, lineBreak: false, ellipsis: true });
  };
  line('CARD NO.', c.card_number, 18.5 * MM);
  line('ROUTE', route ? `${route.route_number} — ${route.name}` : 'All routes', 24 * MM);
  line('VALID', `${indianDate(c.valid_from)}  to  ${indianDate(c.valid_until)}`, 29.5 * MM);

  drawQr(doc, card.qr, 61 * MM, 11 * MM, 21.6 * MM);
  doc.font('Helvetica').fontSize(5).fillColor('#444444');
  doc.text(`Issued ${indianDate(c.issue_date)} at ${center.name} (${center.code})`, 3 * MM, 38.5 * MM, { width: 79.6 * MM, lineBreak: false, ellipsis: true });
  if (c.status === 'blocked') doc.font('Helvetica-Bold').fontSize(7).fillColor('#b00020').text('BLOCKED', 61 * MM, 34 * MM, { width: 21.6 * MM, align: 'center' });
  doc.rect(0, 50 * MM, ID1_WIDTH_PT, 4 * MM).fill(colour);
}

function drawBack(doc: PDFKit.PDFDocument, card: PrintableCard): void {
  const { center, card: c } = card.row;
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(7).text('Conditions of use', 4 * MM, 3.5 * MM);
  doc.font('Helvetica').fontSize(5.2);
  let y = 7.5 * MM;
  RULES.forEach((rule, index) => {
    doc.text(`${index + 1}. ${rule}`, 4 * MM, y, { width: 77.6 * MM });
    y = doc.y + 0.6 * MM;
  });
  doc.moveTo(4 * MM, 40 * MM).lineTo(81.6 * MM, 40 * MM).lineWidth(0.3).stroke('#999999');
  doc.font('Helvetica-Bold').fontSize(5.5).text(`If found, please return to ${center.name}`, 4 * MM, 41.5 * MM, { width: 77.6 * MM, lineBreak: false, ellipsis: true });
  const contact = [center.address, center.phone && `Phone ${center.phone}`, center.email].filter(Boolean).join(' · ');
  doc.font('Helvetica').fontSize(5).text(contact, 4 * MM, 44.5 * MM, { width: 77.6 * MM, height: 6 * MM, ellipsis: true });
  doc.fontSize(4.5).fillColor('#666666').text(c.card_number, 4 * MM, 50.5 * MM, { width: 77.6 * MM, align: 'right', lineBreak: false });
}

/** A PDF stream of the cards, front and back each on its own ID-1 page. */
export function printCards(services: Services, cards: AsyncIterable<PrintableCard> | Iterable<PrintableCard>, title: string): Readable {
  const doc = new PDFDocument({ size: [ID1_WIDTH_PT, ID1_HEIGHT_PT], margin: 0, autoFirstPage: false, info: { Title: title, Producer: 'PassDesk' } });
  const out = new PassThrough();
  doc.pipe(out);
  void (async () => {
    try {
      for await (const card of cards) {
        const photo = await readPhoto(services, card.row.card.photo_key);
        doc.addPage();
        drawFront(doc, card, photo);
        doc.addPage();
        drawBack(doc, card);
      }
      doc.end();
    } catch (error) {
      services.log.error({ err: error }, 'card PDF failed half-way');
      out.destroy(error as Error);
    }
  })();
  return out;
}
