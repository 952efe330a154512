import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { twMerge } from 'tailwind-merge';
import { mergeClasses } from '../../../web/src/lib/class-merge.ts';

// web/src/lib/class-merge.ts stands in for tailwind-merge on the first page (issue #17). It must
// answer as tailwind-merge does for the classes the UI writes: every pair of them, in both orders.
function classesWrittenInWeb(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web/src'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));
  const classes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const token of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        // tailwind-merge knows a class when it drops its repetition: prose and ids stay out.
        if (/^!?-?[a-z@[][\w\-:[\]/.%()#,!&>*_=']*$/.test(token) && twMerge(`${token} ${token}`) === token) {
          classes.add(token);
        }
      }
    }
  }
  return [...classes].sort();
}

describe('mergeClasses', () => {
  it('lets the later class of a kind win, as tailwind-merge does', () => {
    expect(mergeClasses('px-4 py-2 text-muted-foreground text-sm px-2 text-foreground')).toBe(
      'py-2 text-sm px-2 text-foreground',
    );
    expect(mergeClasses('px-4 p-0')).toBe('p-0');
    expect(mergeClasses('p-0 px-4')).toBe('p-0 px-4');
    expect(mergeClasses('hover:bg-muted bg-card hover:bg-accent md:hidden flex')).toBe(
      'bg-card hover:bg-accent md:hidden flex',
    );
    expect(mergeClasses('h-9 size-4')).toBe('size-4');
  });

  it('answers as tailwind-merge for every pair of classes written in web/src', () => {
    const classes = classesWrittenInWeb();
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (mergeClasses(pair) !== twMerge(pair)) {
          differences.push(`${pair} → ${twMerge(pair)} (not ${mergeClasses(pair)})`);
        }
      }
    }
    expect(differences.slice(0, 150)).toEqual([]);
  });
});
