/**
 * The reference: the same card as PDFKit draws it with its built-in Helvetica (WinAnsi, nothing
 * embedded, English only, no shaping) — how PassDesk printed cards before it embedded fonts. Same
 * page, band, photo, QR and texts as modules/cards/card-print.ts's English card.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PrintableCard } from '../../apps/server/src/modules/cards/cards.public.ts';

const MM = 72 / 25.4;
const RULES = [
  'This pass is personal and not transferable. Carry it on every journey and show it on demand.',
  'Valid only between the dates printed on the front, and on the route shown when one is printed.',
  'A damaged, altered or blocked pass is void and may be withdrawn by the inspector.',
  'Travelling without a valid pass is fined as per the transport rules.',
  'Report a lost pass at any pass centre; a duplicate is issued against the fee in force.',
];

function drawQr(doc: InstanceType<typeof PDFDocument>, text: string, x: number, y: number, size: number): void {
  const matrix = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / matrix.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) if (matrix.data[row * matrix.size + column]) doc.rect(x + column * cell, y + row * cell, cell + 0.01, cell + 0.01);
  }
  doc.fill().restore();
}

/** One PDF of the cards, front and back, in Helvetica. */
export function helveticaCards(cards: readonly PrintableCard[], photo: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ size: [85.6 * MM, 53.98 * MM], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const { row, qr } of cards) {
    const { card: c, category, route, center } = row;
    doc.addPage();
    doc.rect(0, 0, 85.6 * MM, 9 * MM).fill(category.colour);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(7).text('CITY BUS PASS', 3 * MM, 2 * MM, { lineBreak: false });
    doc.font('Helvetica').fontSize(6.5).text(category.name, 30 * MM, 2.2 * MM, { width: 52.6 * MM, align: 'right', lineBreak: false, ellipsis: true });
    doc.image(photo, 3 * MM, 11 * MM, { width: 19 * MM, height: 24.4 * MM });
    const x = 24.5 * MM;
    const width = 35 * MM;
    doc.fillColor('#111111').font('Helvetica-Bold').fontSize(8).text(`${c.first_name} ${c.last_name}`, x, 11 * MM, { width, height: 7 * MM, ellipsis: true });
    const line = (label: string, value: string, y: number) => {
      doc.font('Helvetica').fontSize(5).fillColor('#666666').text(label, x, y, { width, lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(6.5).fillColor('#111111').text(value, x, y + 2 * MM, { width, lineBreak: false, ellipsis: true });
    };
    line('CARD NO.', c.card_number, 18.5 * MM);
    line('ROUTE', route ? `${route.route_number} — ${route.name}` : 'All routes', 24 * MM);
    line('VALID', `${c.valid_from} to ${c.valid_until}`, 29.5 * MM);
    drawQr(doc, qr, 61 * MM, 11 * MM, 21.6 * MM);
    doc.font('Helvetica').fontSize(5).fillColor('#444444').text(`Issued ${c.issue_date} at ${center.name} (${center.code})`, 3 * MM, 38.5 * MM, { width: 79.6 * MM, lineBreak: false, ellipsis: true });
    doc.addPage();
    doc.fillColor('#111111').font('Helvetica-Bold').fontSize(7).text('Conditions of use', 4 * MM, 3.5 * MM);
    doc.font('Helvetica').fontSize(5.2);
    let y = 7.5 * MM;
    RULES.forEach((rule, index) => {
      doc.text(`${index + 1}. ${rule}`, 4 * MM, y, { width: 77.6 * MM });
      y = doc.y + 0.6 * MM;
    });
    doc.font('Helvetica-Bold').fontSize(5.5).text(`If found, please return to ${center.name}`, 4 * MM, 41.5 * MM, { width: 77.6 * MM, lineBreak: false, ellipsis: true });
  }
  doc.end();
  return done;
}
