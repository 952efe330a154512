import type { DomNode } from 'html-to-text';

// The DOM helpers the HTML layout formatters share.

export type TNode = DomNode & { next?: TNode | null };

export const isTag = (node: DomNode | null | undefined): node is TNode => node?.type === 'tag';

export const tagChildren = (node: DomNode) => node.children.filter(isTag);
