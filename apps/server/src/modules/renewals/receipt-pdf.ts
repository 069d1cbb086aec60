/**
 * A one-page A5 payment receipt (PDF) for a renewal or a new card: amount in the configured
 * currency from its minor units, payment mode and receipt number. Its words are English with the
 * office's print language beside them, and names print in their own script (docs/domain.md
 * "Printing", platform/print).
 */
import type { PaymentMode } from '@passdesk/contract/cards/card-fields';
import { unprintableParts } from '@passdesk/contract/print/printable-text';
import { loadPdfKit } from '../../platform/print/pdfkit.ts';
import { printFonts } from '../../platform/print/print-fonts.ts';
import { PdfText, type LineOptions } from '../../platform/print/pdf-text.ts';
import { both, type PrintTexts } from '../../platform/print/print-texts.ts';

export interface ReceiptDetails {
  purpose: 'renewal' | 'new';
  receiptNumber: string;
  /** When the payment was taken. */
  paidAt: Date;
  cardNumber: string;
  holderName: string;
  category: string;
  validFrom: string;
  validUntil: string;
  amountMinor: number;
  currency: string;
  paymentMode: PaymentMode;
  center: string | null;
  staff: string;
  timeZone: string;
}

/** 23000 paise → "₹230.00", grouped the Indian way for INR. */
export function formatAmount(minor: number, currency: string): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en';
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** "2026-11-23" → "23-11-2026", as on the card. */
const plainDate = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** The receipt's texts that hold characters no print font has, e.g. `the holder (த ம)`; empty when it prints. */
export function unprintableReceiptParts(details: ReceiptDetails): string[] {
  const texts: Array<[string, string]> = [
    ['the holder', details.holderName],
    ['the category', details.category],
    ['the center', details.center ?? ''],
    ['the staff member', details.staff],
  ];
  return unprintableParts(texts);
}

export function receiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

const ACCENT = '#8B0000';

/** Renders the receipt into a Buffer (a page of text is a few tens of kilobytes with its fonts). */
export async function renderReceipt(details: ReceiptDetails, words: PrintTexts): Promise<Buffer> {
  const [fonts, PDFDocument] = await Promise.all([printFonts(), loadPdfKit()]);
  const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: `Receipt ${details.receiptNumber}`, Author: 'PassDesk' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = new PdfText(doc, fonts);
  const local = words.local;
  const localDirection = words.rtl ? ('rtl' as const) : ('ltr' as const);
  const english = (options: LineOptions): LineOptions => ({ ...options, direction: 'ltr', align: 'left' });
  /** A value as entered: in its own scripts, laid out left to right like the English beside it. */
  const value = (options: LineOptions): LineOptions => ({ ...options, direction: 'ltr', align: 'left', ellipsis: true });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = 40;
  y += text.line('PassDesk', left, y, width, english({ size: 16, weight: 'bold', colour: ACCENT }));
  y += text.line(words.en('office'), left, y, width, english({ size: 10, colour: '#444444' }));
  if (local) y += text.line(local('office'), left, y, width, { size: 9, colour: '#444444', direction: localDirection });
  y += 10;
  y += text.line(`${words.en('title')} — ${words.en(`purpose.${details.purpose}`)}`, left, y, width, english({ size: 14, weight: 'bold', colour: '#000000' }));
  if (local) y += text.line(`${local('title')} — ${local(`purpose.${details.purpose}`)}`, left, y, width, { size: 12, weight: 'bold', colour: '#000000', direction: localDirection });
  y += 10;

  const paidAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: details.timeZone }).format(details.paidAt);
  const rows: Array<[string, string]> = [
    ['receiptNumber', details.receiptNumber],
    ['date', paidAt],
    ['cardNumber', details.cardNumber],
    ['holder', details.holderName],
    ['category', details.category],
    ['valid', `${plainDate(details.validFrom)} – ${plainDate(details.validUntil)}`],
    ['paymentMode', both(words, `paymentModes.${details.paymentMode}`)],
    ['center', details.center ?? '—'],
    ['receivedBy', details.staff],
  ];
  const labelWidth = 125;
  const valueX = left + labelWidth + 8;
  const valueWidth = width - labelWidth - 8;
  for (const [key, shown] of rows) {
    const top = y;
    let labelBottom = top + text.line(words.en(key), left, top, labelWidth, english({ size: 9.5, colour: '#555555' }));
    if (local) labelBottom += text.line(local(key), left, labelBottom, labelWidth, { size: 8.5, colour: '#777777', direction: localDirection, ellipsis: true });
    const valueBottom = top + text.line(shown, valueX, top, valueWidth, value({ size: 10, colour: '#000000' }));
    y = Math.max(labelBottom, valueBottom) + 5;
  }

  y += 8;
  const boxHeight = local ? 58 : 46;
  doc.rect(left, y, width, boxHeight).fillAndStroke('#F6ECEC', ACCENT);
  let inner = y + 7;
  inner += text.line(words.en('amountPaid'), left + 12, inner, width - 24, english({ size: 10, colour: '#000000' }));
  if (local) inner += text.line(local('amountPaid'), left + 12, inner, width - 24, { size: 9, colour: '#000000', direction: localDirection });
  text.line(formatAmount(details.amountMinor, details.currency), left + 12, inner, width - 24, english({ size: 16, weight: 'bold', colour: '#000000' }));
  y += boxHeight + 14;
  y += text.paragraph(words.en('footer'), left, y, width, { size: 8, colour: '#666666', direction: 'ltr' });
  if (local) text.paragraph(local('footer'), left, y, width, { size: 8, colour: '#666666', direction: localDirection });
  doc.end();
  return done;
}
