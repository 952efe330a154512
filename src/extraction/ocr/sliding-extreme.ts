// The brightest (or darkest) grey level within a square window around every pixel, in time independent of the
// window's size (van Herk / Gil-Werman: running extremes over blocks of the window's width, forwards and back).

/** One line of `count` values at `start`, `step` apart, replaced by the extreme within `radius` of each. */
function slideLine(
  values: Uint8Array,
  start: number,
  step: number,
  count: number,
  radius: number,
  max: boolean,
  forward: Uint8Array,
  backward: Uint8Array,
): void {
  const size = 2 * radius + 1;
  // Inline comparisons: a passed Math.max costs a call per pixel, several times the work itself.
  const pick = (a: number, b: number) => (max ? (a > b ? a : b) : a < b ? a : b);
  for (let index = 0; index < count; index++) {
    const value = values[start + index * step] ?? 0;
    forward[index] = index % size === 0 ? value : pick(forward[index - 1] ?? value, value);
  }
  for (let index = count - 1; index >= 0; index--) {
    const value = values[start + index * step] ?? 0;
    backward[index] =
      index === count - 1 || (index + 1) % size === 0 ? value : pick(backward[index + 1] ?? value, value);
  }
  for (let index = 0; index < count; index++) {
    const low = Math.max(0, index - radius);
    const high = Math.min(count - 1, index + radius);
    values[start + index * step] = pick(backward[low] ?? 0, forward[high] ?? 0);
  }
}

/** In place: each pixel becomes the max (or min) of the (2·radius+1)² window around it (clipped at the edges). */
export function slidingExtreme(
  values: Uint8Array,
  width: number,
  height: number,
  radius: number,
  kind: 'max' | 'min',
): void {
  const max = kind === 'max';
  const forward = new Uint8Array(Math.max(width, height));
  const backward = new Uint8Array(Math.max(width, height));
  for (let y = 0; y < height; y++) {
    slideLine(values, y * width, 1, width, radius, max, forward, backward);
  }
  for (let x = 0; x < width; x++) {
    slideLine(values, x, width, height, radius, max, forward, backward);
  }
}
