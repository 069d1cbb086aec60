import { describe, expect, it } from 'vitest';
import { fileTypeOfBytes, formatBytes, sniffFileType } from './file-type.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('file type by content', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(fileTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(fileTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(fileTypeOfBytes(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(fileTypeOfBytes(ascii('%PDF-1.7'))).toBe('application/pdf');
  });

  it('refuses a text file renamed to .jpg', async () => {
    const renamed = new File(['hello, I am not a picture'], 'photo.jpg', { type: 'image/jpeg' });
    await expect(sniffFileType(renamed)).resolves.toBeNull();
    expect(fileTypeOfBytes(ascii('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
  });

  it('prints sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
  });
});
