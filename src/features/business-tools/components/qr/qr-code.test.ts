import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrMatrix, qrSvgFile } from './qr-code.ts';

/** The matrix painted as RGBA pixels and read back by jsQR: the code says what it was given. */
function decode(text: string, scale = 4): string | null {
  const { size, dark } = qrMatrix(text);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  dark.forEach((row, y) =>
    row.forEach((on, x) => {
      if (!on) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((y * scale + dy) * width + x * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }),
  );
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('qr-code', () => {
  it('encodes a link address that an independent decoder reads back exactly', () => {
    const url = 'https://pay.example.sl/pay/3f1c2d4e-1111-4222-8333-444455556666?link=9a8b7c6d-aaaa-4bbb-8ccc-ddddeeeeffff';
    expect(decode(url)).toBe(url);
  });

  it('keeps a white quiet zone of 4 modules on every side', () => {
    const { size, dark } = qrMatrix('https://pay.example.sl/pay/x');
    for (let i = 0; i < size; i += 1) {
      for (let q = 0; q < QUIET_ZONE; q += 1) {
        expect(dark[q]?.[i] || dark[size - 1 - q]?.[i] || dark[i]?.[q] || dark[i]?.[size - 1 - q]).toBe(false);
      }
    }
  });

  it('writes an SVG file whose title cannot break out of its element', () => {
    const svg = qrSvgFile('https://pay.example.sl/pay/x', 'QR code for <script>alert(1)</script> & "friends"');
    expect(svg).toContain('<title>QR code for &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;friends&#34;</title>');
    expect(svg).not.toContain('<script>');
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
  });
});
