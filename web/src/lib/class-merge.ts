/**
 * Joins Tailwind classes so that a later class replaces an earlier one of the same kind
 * (`px-2` after `px-4`, `text-foreground` after `text-muted-foreground`, `p-0` after `px-4`):
 * what tailwind-merge does, for the kinds of classes this UI uses, at a tenth of its size (it was
 * ~8 KB gzip of the sign-in page, issue #17). test/unit/web/class-merge.test.ts checks that it
 * answers as tailwind-merge does for every pair of classes written in web/src: a class of a new
 * kind that it does not know fails there, and gets a rule below.
 */

// First match wins: the specific forms of a prefix come before its catch-all (text-sm before text-red).
const KINDS: [RegExp, string][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|table-row|table-cell|hidden|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-(xs|sm|base|lg|xl|\dxl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(tabular-nums|normal-nums)$/, 'numeric'],
  [/^bg-/, 'bg-color'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border(-[xytrblse])?(-\d+)?$/, 'border-w$1'],
  [/^border-/, 'border-color'],
  [/^rounded(-(?:tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e))?(-(?:none|xs|sm|md|lg|xl|\dxl|full|\[.*\]))?$/, 'rounded$1'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline$/, 'outline-w'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^shadow(-(xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [
    /^(opacity|z|basis|leading|tracking|cursor|whitespace|select|duration|ease|delay|animate|aspect|object|decoration|list|fill|stroke|pointer-events|col-span|row-span|grid-cols|grid-rows|content|self|items|scroll-m|scroll-p|transition|will-change|origin|accent|caret|field-sizing)-/,
    '$1',
  ],
  [/^transition$/, 'transition'],
  [/^(min-w|max-w|min-h|max-h|size|w|h)-/, '$1'],
  [/^(px|py|pt|pr|pb|pl|ps|pe|p|mx|my|mt|mr|mb|ml|ms|me|m)-/, '$1'],
  [/^(gap-x|gap-y|gap|space-x|space-y)-/, '$1'],
  [/^(inset-x|inset-y|inset|top|right|bottom|left|start|end)-/, '$1'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^grow(-\d+)?$/, 'grow'],
  [/^shrink(-\d+)?$/, 'shrink'],
  [/^justify-items-/, 'justify-items'],
  [/^justify-self-/, 'justify-self'],
  [/^justify-/, 'justify-content'],
  [/^overflow-(x|y)-/, 'overflow-$1'],
  [/^overflow-/, 'overflow'],
  [/^(rotate|translate-x|translate-y|scale-x|scale-y|scale)-/, '$1'],
  [
    /^(align|appearance|break|clear|float|table|caption|box|isolation|mix-blend|resize|snap|touch|indent|columns|order|place-content|place-items|place-self|auto-cols|auto-rows|grid-flow|col-start|col-end|row-start|row-end|line-clamp|hyphens|underline-offset|backdrop|blur|brightness|contrast|grayscale|invert|saturate|sepia|drop-shadow|outline-offset|outline|divide-x|divide-y|divide|ring-inset|sr)-/,
    '$1',
  ],
];

// A kind that also sets others: `p-2` after `px-4` replaces it, `px-2` after `p-4` does not.
const ALSO_REPLACES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
    'border-w-s',
    'border-w-e',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};

/** `hover:md:px-2!` → modifiers `hover:md:` (sorted, as their order does not matter), base `px-2`, important. */
function split(token: string): { prefix: string; base: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === '[' || char === '(') {
      depth += 1;
    } else if (char === ']' || char === ')') {
      depth -= 1;
    } else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let base = token.slice(start);
  const important = base.startsWith('!') || base.endsWith('!');
  base = base.replace(/^!|!$/g, '').replace(/^-/, '');
  return { prefix: `${parts.sort().join(':')}${important ? '!' : ''}:`, base };
}

function kindOf(base: string): string | undefined {
  for (const [pattern, kind] of KINDS) {
    const match = pattern.exec(base);
    if (match) {
      return kind.replace('$1', match[1] ?? '');
    }
  }
  return undefined;
}

/** The classes of `className`, each kept unless a later class of the same kind replaces it. */
export function mergeClasses(className: string): string {
  const kept: string[] = [];
  const taken = new Set<string>();
  const tokens = className.split(/\s+/).filter(Boolean);
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index] ?? '';
    const { prefix, base } = split(token);
    const kind = kindOf(base);
    if (kind === undefined) {
      kept.push(token);
      continue;
    }
    if (taken.has(prefix + kind)) {
      continue;
    }
    kept.push(token);
    taken.add(prefix + kind);
    for (const replaced of ALSO_REPLACES[kind] ?? []) {
      taken.add(prefix + replaced);
    }
  }
  return kept.reverse().join(' ');
}
