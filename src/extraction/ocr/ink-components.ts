// Connected blobs of ink (8-connected): glyphs, parts of glyphs, specks. The cleaning steps use them to tell a
// speck of dust from a full stop and to judge the text's size.
import type { TGreyPage } from './grey-page.ts';

export type TComponents = {
  /** Label per pixel (0: paper), 1-based. */
  labels: Int32Array;
  area: Int32Array;
  left: Int32Array;
  top: Int32Array;
  right: Int32Array;
  bottom: Int32Array;
  count: number;
};

/** A blob's bounding box: left, top, right, bottom (inclusive). */
export function boxOf(components: TComponents, label: number): [number, number, number, number] {
  return [
    components.left[label] ?? 0,
    components.top[label] ?? 0,
    components.right[label] ?? 0,
    components.bottom[label] ?? 0,
  ];
}

/** A blob's width and height in pixels. */
export function sizeOf(components: TComponents, label: number): { width: number; height: number } {
  const [left, top, right, bottom] = boxOf(components, label);
  return { width: right - left + 1, height: bottom - top + 1 };
}

function root(parents: Int32Array, label: number): number {
  let current = label;
  while ((parents[current] ?? current) !== current) {
    const parent = parents[current] ?? current;
    parents[current] = parents[parent] ?? parent;
    current = parent;
  }
  return current;
}

/** Labels the ink (grey level ≤ threshold) in two passes with union-find. */
export function inkComponents(page: TGreyPage, threshold: number): TComponents {
  const { width, height, grey } = page;
  const labels = new Int32Array(width * height);
  let parents = new Int32Array(1024);
  let next = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if ((grey[index] ?? 255) > threshold) {
        continue;
      }
      let label = 0;
      // The already visited neighbours: left, and the three above (no array per pixel: this runs for every ink pixel).
      const join = (neighbour: number) => {
        if (!neighbour) {
          return;
        }
        if (label === 0) {
          label = root(parents, neighbour);
          return;
        }
        const [a, b] = [root(parents, label), root(parents, neighbour)];
        if (a !== b) {
          parents[Math.max(a, b)] = Math.min(a, b);
          label = Math.min(a, b);
        }
      };
      if (x > 0) {
        join(labels[index - 1] ?? 0);
      }
      if (y > 0) {
        join(x > 0 ? (labels[index - width - 1] ?? 0) : 0);
        join(labels[index - width] ?? 0);
        join(x < width - 1 ? (labels[index - width + 1] ?? 0) : 0);
      }
      if (label === 0) {
        if (next >= parents.length) {
          const grown = new Int32Array(parents.length * 2);
          grown.set(parents);
          parents = grown;
        }
        parents[next] = next;
        label = next++;
      }
      labels[index] = label;
    }
  }
  // Second pass: final labels 1..count and each blob's area and bounding box.
  const final = new Int32Array(next);
  let count = 0;
  for (let label = 1; label < next; label++) {
    const top = root(parents, label);
    final[label] = top === label ? ++count : (final[top] ?? 0);
  }
  const area = new Int32Array(count + 1);
  const left = new Int32Array(count + 1).fill(width);
  const top = new Int32Array(count + 1).fill(height);
  const right = new Int32Array(count + 1).fill(-1);
  const bottom = new Int32Array(count + 1).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const label = final[labels[index] ?? 0] ?? 0;
      labels[index] = label;
      if (label) {
        area[label] = (area[label] ?? 0) + 1;
        left[label] = Math.min(left[label] ?? x, x);
        top[label] = Math.min(top[label] ?? y, y);
        right[label] = Math.max(right[label] ?? x, x);
        bottom[label] = Math.max(bottom[label] ?? y, y);
      }
    }
  }
  return { labels, area, left, top, right, bottom, count };
}

/**
 * The median height of the blobs that look like letters (at least 4 px high, not tall rules or pictures): about
 * the text's x-height to cap height. 0 when there are none.
 */
export function letterHeight(components: TComponents): number {
  const heights: number[] = [];
  for (let label = 1; label <= components.count; label++) {
    const { width, height } = sizeOf(components, label);
    if (height >= 4 && height <= 200 && width <= 4 * height) {
      heights.push(height);
    }
  }
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}
