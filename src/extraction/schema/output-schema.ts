import { z } from 'zod';

/** Limits that keep a schema editable and an extraction prompt bounded. */
export const SCHEMA_LIMITS = { maxDepth: 6, maxProperties: 300, maxNameLength: 64, maxDescriptionLength: 500 } as const;

export const STRING_FORMATS = ['date', 'datetime', 'time', 'email', 'uri'] as const;
export type TStringFormat = (typeof STRING_FORMATS)[number];

const ZName = z
  .string()
  .min(1)
  .max(SCHEMA_LIMITS.maxNameLength)
  .regex(/^[\p{L}_][\p{L}\p{N}_-]*$/u, 'Use letters, digits, "_" or "-", starting with a letter or "_"');

const common = {
  /** An instruction for the extractor: what the field means, where to find it, how to write it. */
  description: z.string().max(SCHEMA_LIMITS.maxDescriptionLength).optional(),
  required: z.boolean().optional(),
};

/** A value shape without a name: what array items are. */
export type TSchemaNode =
  | { type: 'object'; properties: TSchemaProperty[]; description?: string; required?: boolean }
  | { type: 'array'; items: TSchemaNode; description?: string; required?: boolean }
  | { type: 'string'; format?: TStringFormat | null; description?: string; required?: boolean }
  | { type: 'number'; description?: string; required?: boolean }
  | { type: 'boolean'; description?: string; required?: boolean };

export type TSchemaProperty = TSchemaNode & { name: string };
export type TOutputSchema = TSchemaProperty[];

const ZObjectNode = z.object({
  type: z.literal('object'),
  get properties() {
    return z.array(ZSchemaProperty);
  },
  ...common,
});
const ZArrayNode = z.object({
  type: z.literal('array'),
  get items(): z.ZodType<TSchemaNode> {
    return ZSchemaNode;
  },
  ...common,
});
const ZStringNode = z.object({
  type: z.literal('string'),
  format: z.enum(STRING_FORMATS).nullable().optional(),
  ...common,
});
const ZNumberNode = z.object({ type: z.literal('number'), ...common });
const ZBooleanNode = z.object({ type: z.literal('boolean'), ...common });

const ZSchemaNode: z.ZodType<TSchemaNode> = z.discriminatedUnion('type', [
  ZObjectNode,
  ZArrayNode,
  ZStringNode,
  ZNumberNode,
  ZBooleanNode,
]);

const ZSchemaProperty: z.ZodType<TSchemaProperty> = z.intersection(ZSchemaNode, z.object({ name: ZName }));

/** The output schema of a revision: the top-level properties, with the structural rules checked. */
export const ZOutputSchema = z
  .array(ZSchemaProperty)
  .max(SCHEMA_LIMITS.maxProperties)
  .superRefine((properties, ctx) => {
    for (const problem of structuralProblems(properties)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });

type TProblem = { path: (string | number)[]; message: string };

/** Unique names per object, bounded depth and total size. */
function structuralProblems(properties: TSchemaProperty[]): TProblem[] {
  const problems: TProblem[] = [];
  let count = 0;
  const walkProperties = (list: TSchemaProperty[], path: (string | number)[], depth: number) => {
    const seen = new Set<string>();
    list.forEach((property, index) => {
      count++;
      if (seen.has(property.name)) {
        problems.push({ path: [...path, index, 'name'], message: `The name "${property.name}" is used twice here` });
      }
      seen.add(property.name);
      walkNode(property, [...path, index], depth);
    });
  };
  const walkNode = (node: TSchemaNode, path: (string | number)[], depth: number) => {
    if (depth > SCHEMA_LIMITS.maxDepth) {
      problems.push({ path, message: `Schemas may nest at most ${SCHEMA_LIMITS.maxDepth} levels deep` });
      return;
    }
    if (node.type === 'object') {
      walkProperties(node.properties, [...path, 'properties'], depth + 1);
    } else if (node.type === 'array') {
      walkNode(node.items, [...path, 'items'], depth + 1);
    }
  };
  walkProperties(properties, [], 1);
  if (count > SCHEMA_LIMITS.maxProperties) {
    problems.push({ path: [], message: `A schema may have at most ${SCHEMA_LIMITS.maxProperties} properties` });
  }
  return problems;
}
