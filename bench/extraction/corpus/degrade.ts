// Realistic scans (--realistic-scans): the corpus draws images perfectly clean, but a real scan or phone photo is
// turned a little, blurred, on grey uneven paper, with specks and JPEG artefacts. This turns a clean page into such
// an image, seeded by the document's id (and the page's number), so a rerun gives the same bytes and the OCR cache
// still serves it.
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';

/** A small seeded generator (mulberry32): the same id gives the same degradation on every run. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const character of seed) {
    state = Math.imul(state ^ character.charCodeAt(0), 16777619);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A degraded page: its JPEG, pixel size and the resolution at which it is as wide on paper as the clean page. */
export type TDegraded = { jpeg: Buffer; width: number; height: number; dpi: number };

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

/**
 * A clean page drawn at `dpi` as a scanner at 90–128 dpi (three in four pages) or a phone photo (finer, more blur,
 * a darker table around the page and a stronger vignette) would give it: turned 0.5–3° either way, blurred, on grey
 * paper lit unevenly, with specks, saved as JPEG at quality 50–75.
 */
export function degradePage(clean: Canvas, dpi: number, seed: string): TDegraded {
  const random = seededRandom(seed);
  const phone = random() < 0.25;
  const targetDpi = phone ? between(random, 160, 200) : between(random, 90, 128);
  const scale = targetDpi / dpi;
  const angle = (random() < 0.5 ? -1 : 1) * between(random, 0.5, 3);
  const blur = phone ? between(random, 0.8, 1.4) : between(random, 0.3, 0.8);
  // Room for the turned page, so no text is cut off; what lies around the page is the scanner lid or the table.
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.abs(Math.sin((angle * Math.PI) / 180))];
  const width = Math.round((clean.width * cos + clean.height * sin) * scale + 20);
  const height = Math.round((clean.height * cos + clean.width * sin) * scale + 20);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const surround = phone ? Math.round(between(random, 60, 120)) : Math.round(between(random, 180, 225));
  context.fillStyle = `rgb(${surround},${surround},${surround})`;
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((angle * Math.PI) / 180);
  context.scale(scale, scale);
  context.filter = `blur(${(blur / scale).toFixed(2)}px)`;
  context.drawImage(clean, -clean.width / 2, -clean.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  shadePaper(context.getImageData(0, 0, width, height), random, phone, (image) => context.putImageData(image, 0, 0));
  const quality = Math.round(between(random, 50, 75));
  // On paper the image is as wide as the clean page was: its resolution grows with the room added around the page.
  const dpiOnPaper = (targetDpi * width) / (clean.width * scale);
  return { jpeg: canvas.toBuffer('image/jpeg', quality), width, height, dpi: dpiOnPaper };
}

type TImage = { data: Uint8ClampedArray; width: number; height: number };

/** Grey paper lit from one side, darker towards the corners (vignette), with sensor noise and specks of dust. */
function shadePaper<T extends TImage>(image: T, random: () => number, phone: boolean, put: (image: T) => void): void {
  const { data, width, height } = image;
  const paper = between(random, 0.8, 0.93);
  const slope = between(random, 0.04, 0.12);
  const direction = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(direction), Math.sin(direction)];
  const vignette = phone ? between(random, 0.15, 0.3) : between(random, 0.04, 0.1);
  const noise = between(random, 3, 8);
  for (let y = 0; y < height; y++) {
    const ny = (2 * y) / height - 1;
    for (let x = 0; x < width; x++) {
      const nx = (2 * x) / width - 1;
      const light = paper + (slope * (nx * dx + ny * dy)) / 2 - vignette * ((nx * nx + ny * ny) / 2) ** 1.5;
      const grain = (random() - 0.5) * 2 * noise;
      const index = 4 * (y * width + x);
      for (let channel = 0; channel < 3; channel++) {
        data[index + channel] = (data[index + channel] ?? 0) * light + grain;
      }
    }
  }
  // Specks: dust and toner dots of 1–3 px, a few hundred per page.
  const specks = Math.round(((width * height) / 1_000_000) * between(random, 80, 250));
  for (let count = 0; count < specks; count++) {
    const cx = Math.floor(random() * width);
    const cy = Math.floor(random() * height);
    const radius = between(random, 0.6, 1.8);
    const level = between(random, 20, 110);
    for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
      for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
        if (x >= 0 && y >= 0 && x < width && y < height && (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) {
          const index = 4 * (y * width + x);
          data[index] = level;
          data[index + 1] = level;
          data[index + 2] = level;
        }
      }
    }
  }
  put(image);
}

/** A degraded page as PNG bytes: the JPEG's artefacts stay in the pixels, as in a photo saved again as PNG. */
export async function degradedPng(clean: Canvas, dpi: number, seed: string): Promise<Buffer> {
  const page = degradePage(clean, dpi, seed);
  const decoded = await loadImage(page.jpeg);
  const canvas = createCanvas(page.width, page.height);
  canvas.getContext('2d').drawImage(decoded, 0, 0);
  return canvas.toBuffer('image/png');
}
