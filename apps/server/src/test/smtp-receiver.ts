/**
 * A real SMTP server on a free port that keeps every message it receives, for tests that send
 * mail (SmtpMailer, password-reset OTPs, end-to-end flows). Plain Node: usable from Vitest API
 * tests and from e2e tests alike. Point SMTP_URL at `receiver.url`.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  /** The envelope sender and recipients (what the SMTP client said, lower-cased). */
  from: string;
  to: string[];
  /** Decoded headers and the text body (the text/plain part of a multipart message). */
  subject: string;
  headers: Record<string, string>;
  text: string;
  raw: string;
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>` — for SMTP_URL. */
  url: string;
  port: number;
  /** Every message so far, oldest first. */
  messages: ReceivedMail[];
  /** Resolves with the next message to `address` that no earlier call returned. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  // RFC 2047 encoded words, e.g. =?UTF-8?Q?caf=C3=A9?= or =?UTF-8?B?Y2Fmw6k=?=
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i += 1) {
    const char = withoutSoftBreaks[i] ?? '';
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text of a message: its body, or the text/plain part of a multipart one. */
function textOf(headers: Record<string, string>, body: string): string {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return decodeBody(headers, body).replace(/\r\n/g, '\n').trimEnd();
  // Part 0 is the preamble; the last one starts with the closing "--".
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const parsed = splitHeaders(part.replace(/^\r?\n/, ''));
    if ((parsed.headers['content-type'] ?? 'text/plain').startsWith('text/plain')) return textOf(parsed.headers, parsed.body);
  }
  return '';
}

function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  return { ...envelope, subject: headers.subject ?? '', headers, text: textOf(headers, body), raw };
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const returned = new Set<ReceivedMail>();
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const take = () => {
        const found = messages.find((message) => !returned.has(message) && message.to.includes(wanted));
        if (found) returned.add(found);
        return found;
      };
      return new Promise((resolve, reject) => {
        const ready = take();
        if (ready) return resolve(ready);
        const listener = () => {
          const found = take();
          if (!found) return;
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms (received: ${messages.map((m) => m.to.join(',')).join('; ') || 'none'})`));
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
