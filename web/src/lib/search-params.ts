/** A page number from the URL: a whole number ≥ 0 (spec §5), anything else is the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return value !== null && Number.isInteger(page) && page >= 0 ? page : 0;
}

/** One of `allowed`, or undefined for anything else (a filter the URL does not set). */
export function enumParam<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}
