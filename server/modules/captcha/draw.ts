import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';

/** Pixel size of the PNG: twice the 100 x 44 CSS pixels the client shows it at. */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 88;

/**
 * Stroke glyphs for the ten digits in a 10 x 16 box (y down), drawn by hand so nothing depends
 * on system fonts. Each is a list of pen strokes; a stroke is a start point then cubic segments
 * (six numbers each) or lines (two numbers).
 */
type Stroke = number[][];
const GLYPHS: Record<string, Stroke[]> = {
  '0': [
    [
      [5, 1],
      [1.2, 1, 0, 4.5, 0, 8],
      [0, 11.5, 1.2, 15, 5, 15],
      [8.8, 15, 10, 11.5, 10, 8],
      [10, 4.5, 8.8, 1, 5, 1],
    ],
  ],
  '1': [
    [
      [1.8, 4.2],
      [6, 1],
      [6, 15],
    ],
    [
      [2.4, 15],
      [9.6, 15],
    ],
  ],
  '2': [
    [
      [0.6, 4.4],
      [1.1, 2, 2.8, 1, 5, 1],
      [7.9, 1, 9.6, 2.7, 9.6, 5],
      [9.6, 8, 5.5, 10.3, 0.4, 15],
      [10, 15],
    ],
  ],
  '3': [
    [
      [0.6, 2.8],
      [1.8, 1.6, 3.3, 1, 5, 1],
      [7.9, 1, 9.4, 2.6, 9.4, 4.4],
      [9.4, 6.5, 7.6, 7.8, 4.4, 7.8],
    ],
    [
      [4.4, 7.8],
      [8, 7.8, 10, 9.4, 10, 11.5],
      [10, 13.8, 8, 15, 5, 15],
      [3, 15, 1.1, 14.4, 0, 13],
    ],
  ],
  '4': [
    [
      [1.6, 1],
      [0.2, 10.6],
      [10, 10.6],
    ],
    [
      [7.2, 4.2],
      [7.2, 15],
    ],
  ],
  '5': [
    [
      [9.4, 1],
      [1.6, 1],
      [0.9, 7.4],
      [2, 6.5, 3.4, 6, 5, 6],
      [8.1, 6, 10, 7.9, 10, 10.5],
      [10, 13.4, 8, 15, 5, 15],
      [3, 15, 1.2, 14.3, 0.2, 13],
    ],
  ],
  '6': [
    [
      [8.6, 1.6],
      [7.6, 1.1, 6.6, 1, 5.6, 1],
      [2, 1, 0, 4.6, 0, 9.6],
      [0, 13, 2, 15, 5, 15],
      [8, 15, 10, 13, 10, 10.3],
      [10, 7.5, 8, 6, 5.2, 6],
      [3, 6, 1, 7.2, 0.2, 9],
    ],
  ],
  '7': [
    [
      [0, 1],
      [10, 1],
      [7, 5, 4.6, 9, 3.6, 15],
    ],
    [
      [2.6, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 7.6],
      [2, 7.6, 0.8, 6, 0.8, 4.3],
      [0.8, 2.2, 2.6, 1, 5, 1],
      [7.4, 1, 9.2, 2.2, 9.2, 4.3],
      [9.2, 6, 8, 7.6, 5, 7.6],
    ],
    [
      [5, 7.6],
      [1.8, 7.6, 0, 9.5, 0, 11.5],
      [0, 13.8, 2, 15, 5, 15],
      [8, 15, 10, 13.8, 10, 11.5],
      [10, 9.5, 8.2, 7.6, 5, 7.6],
    ],
  ],
  '9': [
    [
      [1.4, 14.4],
      [2.4, 14.9, 3.4, 15, 4.4, 15],
      [8, 15, 10, 11.4, 10, 6.4],
      [10, 3, 8, 1, 5, 1],
      [2, 1, 0, 3, 0, 5.7],
      [0, 8.5, 2, 10, 4.8, 10],
      [7, 10, 9, 8.8, 9.8, 7],
    ],
  ],
};

/** A uniform number in [min, max) from the system's CSPRNG: the picture must not be predictable. */
function rnd(min: number, max: number): number {
  return min + ((max - min) * randomInt(0, 1 << 24)) / (1 << 24);
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A dark colour of a random hue, so digits never share one colour a script could filter on. */
function inkColour(): string {
  return `hsl(${Math.floor(rnd(0, 360))} ${Math.floor(rnd(55, 80))}% ${Math.floor(rnd(20, 36))}%)`;
}

/** One glyph with every point moved a little, so the same digit is never drawn the same way twice. */
function jitteredPath(strokes: Stroke[]): string {
  const j = (n: number) => round(n + rnd(-0.45, 0.45));
  return strokes
    .map((stroke) =>
      stroke
        .map((segment, i) => {
          const points = segment.map(j).join(' ');
          if (i === 0) return `M${points}`;
          return segment.length === 6 ? `C${points}` : `L${points}`;
        })
        .join(''),
    )
    .join('');
}

/** The picture as SVG: only ever rasterised here, never sent. */
function captchaSvg(text: string): string {
  const parts: string[] = [];
  const hue = rnd(0, 360);
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="${round(rnd(0, 1))}" x2="1" y2="${round(rnd(0, 1))}">` +
      `<stop offset="0" stop-color="hsl(${Math.floor(hue)} 45% 93%)"/>` +
      `<stop offset="1" stop-color="hsl(${Math.floor(hue + rnd(60, 180)) % 360} 45% 88%)"/></linearGradient></defs>`,
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="url(#bg)"/>`,
  );
  // Faint blotches under everything.
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<ellipse cx="${round(rnd(0, CAPTCHA_WIDTH))}" cy="${round(rnd(0, CAPTCHA_HEIGHT))}" ` +
        `rx="${round(rnd(10, 35))}" ry="${round(rnd(6, 20))}" ` +
        `fill="hsl(${Math.floor(rnd(0, 360))} 50% 75%)" opacity="${round(rnd(0.15, 0.3))}"/>`,
    );
  }
  // The digits: each turned, slanted, scaled and moved on its own.
  const margin = 14;
  const slot = (CAPTCHA_WIDTH - 2 * margin) / text.length;
  [...text].forEach((digit, i) => {
    const glyph = GLYPHS[digit];
    if (!glyph) throw new Error(`no glyph for ${digit}`);
    const scale = rnd(3.1, 3.6);
    const cx = margin + slot * (i + 0.5) + rnd(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + rnd(-6, 6);
    const transform =
      `translate(${round(cx)} ${round(cy)}) rotate(${round(rnd(-20, 20))}) skewX(${round(rnd(-12, 12))}) ` +
      `scale(${round(scale * rnd(0.85, 1.1))} ${round(scale)}) translate(-5 -8)`;
    const width = round(rnd(4.6, 6.4) / scale);
    parts.push(
      `<path d="${jitteredPath(glyph)}" transform="${transform}" fill="none" stroke="${inkColour()}" stroke-width="${width}" ` +
        `stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  // Lines through the digits in the digits' own kind of ink, thinner so a person can tell them apart.
  for (let i = 0; i < 4; i++) {
    const y = () => round(rnd(14, CAPTCHA_HEIGHT - 14));
    parts.push(
      `<path d="M${round(rnd(-10, 20))} ${y()}C${round(rnd(40, 90))} ${y()} ${round(rnd(110, 160))} ${y()} ` +
        `${round(rnd(180, 210))} ${y()}" fill="none" stroke="${inkColour()}" ` +
        `stroke-width="${round(i < 2 ? rnd(2, 3) : rnd(1, 1.6))}" stroke-linecap="round" opacity="${round(rnd(0.7, 0.95))}"/>`,
    );
  }
  for (let i = 0; i < 90; i++) {
    parts.push(
      `<circle cx="${round(rnd(0, CAPTCHA_WIDTH))}" cy="${round(rnd(0, CAPTCHA_HEIGHT))}" r="${round(rnd(0.7, 2.2))}" ` +
        `fill="hsl(${Math.floor(rnd(0, 360))} 60% ${Math.floor(rnd(25, 70))}%)"/>`,
    );
  }
  const size = `width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${parts.join('')}</svg>`;
}

/**
 * Bends the raster along two random waves (no vector form survives this: it is done on pixels)
 * and adds grain and speckles.
 */
function warpAndGrain(src: Buffer, width: number, height: number, channels: number): Buffer {
  const out = Buffer.alloc(src.length);
  const ax = rnd(1.5, 3);
  const ay = rnd(1.5, 3);
  const fx = rnd(0.05, 0.09);
  const fy = rnd(0.03, 0.06);
  const px = rnd(0, 2 * Math.PI);
  const py = rnd(0, 2 * Math.PI);
  const noise = randomBytes(width * height * 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + ax * Math.sin(y * fx + px))));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + ay * Math.sin(x * fy + py))));
      const from = (sy * width + sx) * channels;
      const to = (y * width + x) * channels;
      const n = y * width + x;
      const grain = (noise[2 * n]! % 41) - 20;
      const speckle = noise[2 * n + 1]!;
      for (let c = 0; c < channels; c++) {
        const value = speckle < 5 ? (speckle & 1 ? 235 : 60) + (noise[(2 * n + c) % noise.length]! % 20) : src[from + c]! + grain;
        out[to + c] = Math.min(255, Math.max(0, value));
      }
    }
  }
  return out;
}

/** Draws `text` (digits) as a PNG: stroke glyphs, distorted and noised, rasterised with sharp. */
export async function drawCaptcha(text: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(captchaSvg(text)))
    .resize(CAPTCHA_WIDTH, CAPTCHA_HEIGHT)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noisy = warpAndGrain(data, info.width, info.height, info.channels);
  return sharp(noisy, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ palette: true, colours: 64, dither: 0.6, effort: 1, compressionLevel: 9 })
    .toBuffer();
}
