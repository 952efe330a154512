import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge.ts';

/** Joins class names, letting later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
