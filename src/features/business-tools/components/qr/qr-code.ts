/**
 * QR codes drawn in the browser from the text alone (uqr: no network, no canvas needed to draw):
 * one SVG path for the screen and the SVG download, and the same modules painted on a canvas for
 * the PNG download. Error correction M and a 4-module quiet zone, as phone scanners expect.
 * Loaded only with business tools (never on the first route).
 */
import { encode } from 'uqr';
import { colors } from '../../../../theme/tokens.ts';

/** Dark on white: what every scanner reads best, on screen, in files and on paper. */
const LIGHT = colors.white;
const DARK = colors.text;

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One SVG path of every dark module, in module units. */
  path: string;
  dark: boolean[][];
}

export const QUIET_ZONE = 4;

export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, path: parts.join(''), dark: data };
}

/** A standalone SVG file (black on white, crisp at any print size). */
export function qrSvgFile(text: string, title: string): string {
  const { size, path } = qrMatrix(text);
  const escaped = title.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges">` +
    `<title>${escaped}</title><rect width="${size}" height="${size}" fill="${LIGHT}"/><path d="${path}" fill="${DARK}"/></svg>\n`
  );
}

/** A PNG of the code, `scale` pixels per module (10 → ~330 px for a short address). */
export function qrPngBlob(text: string, scale = 10): Promise<Blob> {
  const { size, dark } = qrMatrix(text);
  const canvas = document.createElement('canvas');
  canvas.width = size * scale;
  canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw images'));
  context.fillStyle = LIGHT;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = DARK;
  dark.forEach((row, y) => row.forEach((on, x) => on && context.fillRect(x * scale, y * scale, scale, scale)));
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not make the image'))), 'image/png'));
}
