import { describe, expect, it } from '@jest/globals';
import { type TOutputSchema, ZOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import {
  draftFromRevision,
  draftPayload,
  emptyDraft,
  sameDraft,
  validateDraft,
} from '../../../web/src/pages/projects/schema/revision-draft.ts';
import {
  addProperty,
  changeKind,
  countProperties,
  createProperty,
  displayPath,
  findProperty,
  fromOutputSchema,
  moveProperty,
  nodeAt,
  removeProperty,
  renameProperty,
  setDescription,
  setFormat,
  setRequired,
  type TEditorSchema,
  toOutputSchema,
} from '../../../web/src/pages/projects/schema/schema-tree.ts';

const INVOICE: TOutputSchema = [
  { name: 'invoice_number', type: 'string', required: true },
  {
    name: 'items',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'description', type: 'string' },
        { name: 'amount', type: 'number' },
      ],
    },
  },
];

/** Asserts the tree still serialises to a schema the server accepts. */
function expectValid(schema: TEditorSchema) {
  const result = ZOutputSchema.safeParse(toOutputSchema(schema));
  expect(result.error?.issues ?? []).toEqual([]);
}

function idsOf(schema: TEditorSchema): string[] {
  return schema.map((property) => property.id);
}

describe('schema tree', () => {
  it('round-trips a stored schema, leaving out empty descriptions and required: false', () => {
    const tree = fromOutputSchema([
      ...INVOICE,
      { name: 'paid', type: 'boolean', required: false, description: '' },
      { name: 'due', type: 'string', format: 'date', description: 'The due date' },
    ]);
    expect(toOutputSchema(tree)).toEqual([
      ...INVOICE,
      { name: 'paid', type: 'boolean' },
      { name: 'due', type: 'string', format: 'date', description: 'The due date' },
    ]);
    expectValid(tree);
  });

  it('gives every property its own id', () => {
    const tree = fromOutputSchema(INVOICE);
    const items = tree[1];
    const childIds =
      items?.node.type === 'array' && items.node.items.type === 'object' ? items.node.items.properties : [];
    const ids = [...idsOf(tree), ...idsOf(childIds)];
    expect(new Set(ids).size).toBe(4);
  });

  it('adds properties at the top level and as children of objects', () => {
    let tree: TEditorSchema = [];
    const customer = createProperty('customer', 'object');
    tree = addProperty(tree, [], customer);
    const name = createProperty('name');
    tree = addProperty(tree, [customer.id], name);
    expect(toOutputSchema(tree)).toEqual([
      { name: 'customer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ]);
    expect(findProperty(tree, [customer.id, name.id])?.name).toBe('name');
    expectValid(tree);
  });

  it('nests children into the objects an array holds, several levels deep', () => {
    let tree = fromOutputSchema(INVOICE);
    const itemsId = tree[1]?.id ?? '';
    const taxes = createProperty('taxes', 'array');
    tree = addProperty(tree, [itemsId], taxes);
    tree = changeKind(tree, { path: [itemsId, taxes.id], items: 1 }, 'object');
    const rate = createProperty('rate', 'number');
    tree = addProperty(tree, [itemsId, taxes.id], rate);
    expect(toOutputSchema(tree)[1]).toEqual({
      name: 'items',
      type: 'array',
      items: {
        type: 'object',
        properties: [
          { name: 'description', type: 'string' },
          { name: 'amount', type: 'number' },
          { name: 'taxes', type: 'array', items: { type: 'object', properties: [{ name: 'rate', type: 'number' }] } },
        ],
      },
    });
    expectValid(tree);
  });

  it('does not add children to a property that cannot hold any', () => {
    const tree = fromOutputSchema(INVOICE);
    const numberId = tree[0]?.id ?? '';
    expect(addProperty(tree, [numberId])).toBe(tree);
    const stringItems = fromOutputSchema([{ name: 'tags', type: 'array', items: { type: 'string' } }]);
    expect(addProperty(stringItems, [stringItems[0]?.id ?? ''])).toBe(stringItems);
    expect(addProperty(tree, ['no-such-id'])).toBe(tree);
  });

  it('removes a property with its children and leaves the rest', () => {
    const tree = fromOutputSchema(INVOICE);
    const removed = removeProperty(tree, [tree[1]?.id ?? '']);
    expect(toOutputSchema(removed)).toEqual([INVOICE[0]]);
    const items = tree[1];
    const amount =
      items?.node.type === 'array' && items.node.items.type === 'object' ? items.node.items.properties[1] : undefined;
    const withoutAmount = removeProperty(tree, [items?.id ?? '', amount?.id ?? '']);
    expect(countProperties(toOutputSchema(withoutAmount))).toBe(3);
    expectValid(withoutAmount);
    // The input is untouched.
    expect(toOutputSchema(tree)).toEqual(INVOICE);
  });

  it('renames at any depth', () => {
    const tree = fromOutputSchema(INVOICE);
    const items = tree[1];
    const description =
      items?.node.type === 'array' && items.node.items.type === 'object' ? items.node.items.properties[0] : undefined;
    const renamed = renameProperty(tree, [items?.id ?? '', description?.id ?? ''], 'label');
    expect(findProperty(renamed, [items?.id ?? '', description?.id ?? ''])?.name).toBe('label');
    expect(findProperty(renamed, [items?.id ?? ''])?.name).toBe('items');
    expectValid(renamed);
  });

  it('moves properties among their siblings and stops at the ends', () => {
    const tree = fromOutputSchema([
      { name: 'a', type: 'string' },
      { name: 'b', type: 'string' },
      { name: 'c', type: 'string' },
    ]);
    const [a, b, c] = idsOf(tree);
    const down = moveProperty(tree, [a ?? ''], 1);
    expect(idsOf(down)).toEqual([b, a, c]);
    const up = moveProperty(tree, [c ?? ''], -1);
    expect(idsOf(up)).toEqual([a, c, b]);
    expect(idsOf(moveProperty(tree, [a ?? ''], -1))).toEqual([a, b, c]);
    expect(idsOf(moveProperty(tree, [c ?? ''], 1))).toEqual([a, b, c]);
  });

  it('changes kinds and keeps the shape valid for each', () => {
    let tree = fromOutputSchema([{ name: 'x', type: 'string', format: 'date', required: true, description: 'Why' }]);
    const id = tree[0]?.id ?? '';
    for (const kind of ['number', 'boolean', 'object', 'array', 'string'] as const) {
      tree = changeKind(tree, { path: [id], items: 0 }, kind);
      expect(nodeAt(tree, { path: [id], items: 0 })?.type).toBe(kind);
      // Description and required survive a change of kind.
      expect(toOutputSchema(tree)[0]).toMatchObject({ name: 'x', required: true, description: 'Why' });
      expectValid(tree);
    }
    // Only strings carry a format, and a new string starts without one.
    expect(toOutputSchema(tree)[0]).not.toHaveProperty('format');
  });

  it('keeps children when an object becomes an array of objects and back', () => {
    let tree = fromOutputSchema([{ name: 'line', type: 'object', properties: [{ name: 'qty', type: 'number' }] }]);
    const id = tree[0]?.id ?? '';
    tree = changeKind(tree, { path: [id], items: 0 }, 'array');
    expect(toOutputSchema(tree)[0]).toEqual({
      name: 'line',
      type: 'array',
      items: { type: 'object', properties: [{ name: 'qty', type: 'number' }] },
    });
    tree = changeKind(tree, { path: [id], items: 0 }, 'object');
    expect(toOutputSchema(tree)[0]).toEqual({
      name: 'line',
      type: 'object',
      properties: [{ name: 'qty', type: 'number' }],
    });
  });

  it('sets the kind, format and description of array items', () => {
    let tree = fromOutputSchema([{ name: 'dates', type: 'array', items: { type: 'number' } }]);
    const ref = { path: [tree[0]?.id ?? ''], items: 1 };
    tree = changeKind(tree, ref, 'string');
    tree = setFormat(tree, ref, 'date');
    tree = setDescription(tree, ref, 'ISO dates');
    expect(toOutputSchema(tree)[0]).toEqual({
      name: 'dates',
      type: 'array',
      items: { type: 'string', format: 'date', description: 'ISO dates' },
    });
    // A format on a non-string is ignored rather than stored.
    const numbers = setFormat(changeKind(tree, ref, 'number'), ref, 'email');
    expect(toOutputSchema(numbers)[0]).toEqual({
      name: 'dates',
      type: 'array',
      items: { type: 'number', description: 'ISO dates' },
    });
  });

  it('marks and unmarks required', () => {
    const tree = fromOutputSchema(INVOICE);
    const ref = { path: [tree[0]?.id ?? ''], items: 0 };
    expect(toOutputSchema(setRequired(tree, ref, false))[0]).toEqual({ name: 'invoice_number', type: 'string' });
    expect(toOutputSchema(setRequired(setRequired(tree, ref, false), ref, true))[0]).toEqual(INVOICE[0]);
  });

  it('counts nested properties and builds dotted display paths', () => {
    expect(countProperties(INVOICE)).toBe(4);
    expect(countProperties([])).toBe(0);
    expect(displayPath('', 'items')).toBe('items');
    expect(displayPath('items', 'description')).toBe('items.description');
  });
});

describe('revision draft', () => {
  it('saves an empty draft as the defaults', () => {
    expect(draftPayload(emptyDraft())).toEqual({
      input_description: '',
      input_language: 'en',
      output_language: 'en',
      output_schema: [],
      title_config: { mode: 'automatic' },
    });
  });

  it('round-trips a revision and sees a change as unsaved', () => {
    const revision = {
      id: '00000000-0000-4000-8000-000000000001',
      project_id: '00000000-0000-4000-8000-000000000002',
      revision: 1,
      input_description: 'Invoices',
      input_language: 'de',
      output_language: 'en',
      output_schema: INVOICE as unknown as Record<string, unknown>[],
      title_config: { mode: 'instructions' as const, instructions: 'Number and customer' },
      copied_from_revision_id: null,
      created_at: '2026-01-01T00:00:00.000Z',
      created_by_user_id: null,
      created_by_user_name: null,
    };
    const draft = draftFromRevision(revision);
    expect(draftPayload(draft)).toEqual({
      input_description: 'Invoices',
      input_language: 'de',
      output_language: 'en',
      output_schema: INVOICE,
      title_config: { mode: 'instructions', instructions: 'Number and customer' },
    });
    // Another load of the same revision has other ids but is the same draft.
    expect(sameDraft(draft, draftFromRevision(revision))).toBe(true);
    expect(sameDraft(draft, { ...draft, title_mode: 'automatic' })).toBe(false);
    expect(
      sameDraft(draft, { ...draft, schema: renameProperty(draft.schema, [draft.schema[0]?.id ?? ''], 'no') }),
    ).toBe(false);
  });

  it('places schema problems on the property they belong to', () => {
    let schema = fromOutputSchema(INVOICE);
    const items = schema[1];
    const children =
      items?.node.type === 'array' && items.node.items.type === 'object' ? items.node.items.properties : [];
    schema = renameProperty(schema, [items?.id ?? '', children[1]?.id ?? ''], 'description');
    const empty = createProperty();
    schema = addProperty(schema, [], empty);
    schema = addProperty(schema, [], createProperty('9lives'));
    const { schemaIssues } = validateDraft({ ...emptyDraft(), schema });
    expect(schemaIssues).toEqual(
      expect.arrayContaining([
        {
          propertyId: children[1]?.id,
          field: 'name',
          message: { id: 'schema.error.duplicateName' },
          emptyName: false,
        },
        { propertyId: empty.id, field: 'name', message: { id: 'validation.required' }, emptyName: true },
        {
          propertyId: schema[3]?.id,
          field: 'name',
          message: { id: 'schema.error.nameFormat' },
          emptyName: false,
        },
      ]),
    );
    expect(schemaIssues).toHaveLength(3);
  });

  it('reports nesting beyond the limit on the property that goes too deep', () => {
    let schema: TEditorSchema = [];
    const path: string[] = [];
    for (let level = 0; level < 7; level++) {
      const property = createProperty(`level${level}`, 'object');
      schema = addProperty(schema, path, property);
      path.push(property.id);
    }
    const { schemaIssues } = validateDraft({ ...emptyDraft(), schema });
    expect(schemaIssues).toEqual([
      {
        propertyId: path[6],
        field: 'node',
        message: { id: 'schema.error.tooDeep', values: { maximum: 6 } },
        emptyName: false,
      },
    ]);
  });

  it('checks the other fields with the server rules', () => {
    const { fieldIssues } = validateDraft({
      ...emptyDraft(),
      input_description: 'x'.repeat(2049),
      title_mode: 'instructions',
      title_instructions: 'y'.repeat(201),
    });
    expect(fieldIssues).toEqual({
      input_description: { id: 'validation.tooLong', values: { maximum: 2048 } },
      title_instructions: { id: 'validation.tooLong', values: { maximum: 200 } },
    });
    expect(validateDraft({ ...emptyDraft(), title_mode: 'instructions' }).fieldIssues).toEqual({
      title_instructions: { id: 'validation.required' },
    });
  });
});
