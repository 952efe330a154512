import type {
  TOutputSchema,
  TSchemaNode,
  TSchemaProperty,
  TStringFormat,
} from '../../../../../src/extraction/schema/output-schema.ts';

/**
 * The schema editor's tree: the output schema of a revision (spec §3) with a stable id per
 * property, so React keeps focus and state while a property is renamed or moved. Every function
 * here returns a new tree and leaves its input untouched; each keeps the shape valid (an object
 * always has a property list, an array always has items, only strings carry a format).
 */

export const SCHEMA_KINDS = ['string', 'number', 'boolean', 'object', 'array'] as const;
export type TSchemaKind = (typeof SCHEMA_KINDS)[number];

type TNodeBase = { description: string; required: boolean };
export type TEditorNode =
  | (TNodeBase & { type: 'object'; properties: TEditorProperty[] })
  | (TNodeBase & { type: 'array'; items: TEditorNode })
  | (TNodeBase & { type: 'string'; format: TStringFormat | null })
  | (TNodeBase & { type: 'number' })
  | (TNodeBase & { type: 'boolean' });
export type TEditorProperty = { id: string; name: string; node: TEditorNode };
export type TEditorSchema = TEditorProperty[];

/** Property ids from the top level down; `[]` is the top level itself. */
export type TPropertyPath = readonly string[];
/** A node: the property at `path`, then `items` steps into array items (0 is the property's own node). */
export type TNodeRef = { path: TPropertyPath; items: number };

// A counter, not crypto.randomUUID: that needs a secure context, which a self-hosted install on
// plain http does not have. Ids only need to be unique within one page.
let lastId = 0;
const nextId = () => `p${++lastId}`;

export function isSchemaKind(value: unknown): value is TSchemaKind {
  return typeof value === 'string' && (SCHEMA_KINDS as readonly string[]).includes(value);
}

export function emptyNode(kind: TSchemaKind): TEditorNode {
  const base = { description: '', required: false };
  switch (kind) {
    case 'object':
      return { ...base, type: 'object', properties: [] };
    case 'array':
      return { ...base, type: 'array', items: emptyNode('string') };
    case 'string':
      return { ...base, type: 'string', format: null };
    case 'number':
      return { ...base, type: 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
  }
}

export function createProperty(name = '', kind: TSchemaKind = 'string'): TEditorProperty {
  return { id: nextId(), name, node: emptyNode(kind) };
}

function nodeFromSchema(node: TSchemaNode): TEditorNode {
  const base = { description: node.description ?? '', required: node.required ?? false };
  switch (node.type) {
    case 'object':
      return { ...base, type: 'object', properties: fromOutputSchema(node.properties) };
    case 'array':
      return { ...base, type: 'array', items: nodeFromSchema(node.items) };
    case 'string':
      return { ...base, type: 'string', format: node.format ?? null };
    default:
      return { ...base, type: node.type };
  }
}

/** The editor tree of a stored schema. */
export function fromOutputSchema(schema: readonly TSchemaProperty[]): TEditorSchema {
  return schema.map((property) => ({ id: nextId(), name: property.name, node: nodeFromSchema(property) }));
}

function nodeToSchema(node: TEditorNode): TSchemaNode {
  // Empty descriptions and `required: false` are left out: the stored schema stays minimal and
  // two trees that mean the same serialise the same (the unsaved-changes check relies on it).
  const extra = {
    ...(node.description.trim() === '' ? {} : { description: node.description }),
    ...(node.required ? { required: true } : {}),
  };
  switch (node.type) {
    case 'object':
      return { type: 'object', properties: toOutputSchema(node.properties), ...extra };
    case 'array':
      return { type: 'array', items: nodeToSchema(node.items), ...extra };
    case 'string':
      return { type: 'string', ...(node.format ? { format: node.format } : {}), ...extra };
    default:
      return { type: node.type, ...extra };
  }
}

/** The schema to store: what the server's ZOutputSchema checks. */
export function toOutputSchema(schema: TEditorSchema): TOutputSchema {
  return schema.map((property) => ({ name: property.name, ...nodeToSchema(property.node) }));
}

/** The list a node's children live in: an object's properties, or those of the objects an array holds. */
export function childList(node: TEditorNode): TEditorProperty[] | undefined {
  if (node.type === 'object') {
    return node.properties;
  }
  if (node.type === 'array') {
    return childList(node.items);
  }
  return undefined;
}

function withChildList(node: TEditorNode, update: (list: TEditorProperty[]) => TEditorProperty[]): TEditorNode {
  if (node.type === 'object') {
    return { ...node, properties: update(node.properties) };
  }
  if (node.type === 'array') {
    return { ...node, items: withChildList(node.items, update) };
  }
  return node;
}

/** Replaces the list that holds the children of `parent` (the top level for `[]`). */
function updateList(
  schema: TEditorSchema,
  parent: TPropertyPath,
  update: (list: TEditorProperty[]) => TEditorProperty[],
): TEditorSchema {
  const [head, ...rest] = parent;
  if (head === undefined) {
    return update(schema);
  }
  return schema.map((property) =>
    property.id === head
      ? { ...property, node: withChildList(property.node, (list) => updateList(list, rest, update)) }
      : property,
  );
}

export function findProperty(schema: TEditorSchema, path: TPropertyPath): TEditorProperty | undefined {
  let list: TEditorProperty[] | undefined = schema;
  let found: TEditorProperty | undefined;
  for (const id of path) {
    found = list?.find((property) => property.id === id);
    if (!found) {
      return undefined;
    }
    list = childList(found.node);
  }
  return found;
}

function updateProperty(
  schema: TEditorSchema,
  path: TPropertyPath,
  update: (property: TEditorProperty) => TEditorProperty,
): TEditorSchema {
  const id = path.at(-1);
  if (id === undefined) {
    return schema;
  }
  return updateList(schema, path.slice(0, -1), (list) =>
    list.map((property) => (property.id === id ? update(property) : property)),
  );
}

/** Appends `property` to the top level (`parent` = []) or to the children of an object (or array of objects). */
export function addProperty(
  schema: TEditorSchema,
  parent: TPropertyPath,
  property: TEditorProperty = createProperty(),
): TEditorSchema {
  if (parent.length > 0) {
    const target = findProperty(schema, parent);
    if (!target || !childList(target.node)) {
      return schema;
    }
  }
  return updateList(schema, parent, (list) => [...list, property]);
}

export function removeProperty(schema: TEditorSchema, path: TPropertyPath): TEditorSchema {
  const id = path.at(-1);
  return updateList(schema, path.slice(0, -1), (list) => list.filter((property) => property.id !== id));
}

export function renameProperty(schema: TEditorSchema, path: TPropertyPath, name: string): TEditorSchema {
  return updateProperty(schema, path, (property) => ({ ...property, name }));
}

/** Moves a property up (`offset` -1) or down (+1) among its siblings; at either end nothing moves. */
export function moveProperty(schema: TEditorSchema, path: TPropertyPath, offset: -1 | 1): TEditorSchema {
  const id = path.at(-1);
  return updateList(schema, path.slice(0, -1), (list) => {
    const from = list.findIndex((property) => property.id === id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= list.length) {
      return list;
    }
    const moved = [...list];
    const [property] = moved.splice(from, 1);
    if (property) {
      moved.splice(to, 0, property);
    }
    return moved;
  });
}

function mapNodeAt(node: TEditorNode, items: number, update: (node: TEditorNode) => TEditorNode): TEditorNode {
  if (items <= 0) {
    return update(node);
  }
  if (node.type !== 'array') {
    return node;
  }
  return { ...node, items: mapNodeAt(node.items, items - 1, update) };
}

function updateNode(schema: TEditorSchema, ref: TNodeRef, update: (node: TEditorNode) => TEditorNode): TEditorSchema {
  return updateProperty(schema, ref.path, (property) => ({
    ...property,
    node: mapNodeAt(property.node, ref.items, update),
  }));
}

export function nodeAt(schema: TEditorSchema, ref: TNodeRef): TEditorNode | undefined {
  let node = findProperty(schema, ref.path)?.node;
  for (let step = 0; step < ref.items; step++) {
    node = node?.type === 'array' ? node.items : undefined;
  }
  return node;
}

/**
 * A node of another kind. Description and required stay; children survive where the new kind
 * can hold them (an object becomes an array of such objects and back; a string keeps its format
 * when it becomes a list of strings).
 */
export function convertNode(node: TEditorNode, kind: TSchemaKind): TEditorNode {
  if (node.type === kind) {
    return node;
  }
  const base = { description: node.description, required: node.required };
  if (kind === 'object') {
    return { ...base, type: 'object', properties: childList(node) ?? [] };
  }
  if (kind === 'array') {
    return { ...base, type: 'array', items: { ...node, description: '', required: false } };
  }
  // A scalar holds no children: the new kind's empty node with the old description and required.
  return { ...emptyNode(kind), ...base };
}

export function changeKind(schema: TEditorSchema, ref: TNodeRef, kind: TSchemaKind): TEditorSchema {
  return updateNode(schema, ref, (node) => convertNode(node, kind));
}

export function setFormat(schema: TEditorSchema, ref: TNodeRef, format: TStringFormat | null): TEditorSchema {
  return updateNode(schema, ref, (node) => (node.type === 'string' ? { ...node, format } : node));
}

export function setDescription(schema: TEditorSchema, ref: TNodeRef, description: string): TEditorSchema {
  return updateNode(schema, ref, (node) => ({ ...node, description }));
}

export function setRequired(schema: TEditorSchema, ref: TNodeRef, required: boolean): TEditorSchema {
  return updateNode(schema, ref, (node) => ({ ...node, required }));
}

/** How many properties a stored schema has, nested ones included. */
export function countProperties(schema: readonly TSchemaProperty[]): number {
  const countNode = (node: TSchemaNode): number => {
    if (node.type === 'object') {
      return countProperties(node.properties);
    }
    if (node.type === 'array') {
      return countNode(node.items);
    }
    return 0;
  };
  return schema.reduce((sum, property) => sum + 1 + countNode(property), 0);
}

/** Where a property sits, by names: `items.description` (array items add no step). */
export function displayPath(parentPath: string, name: string): string {
  return parentPath === '' ? name : `${parentPath}.${name}`;
}
