import { describe, expect, it } from '@jest/globals';
import { hasFallbackDomain, projectIngestAddress } from '../../../web/src/lib/ingest-address.ts';
import { draftFromRevision, draftPayload, emptyDraft } from '../../../web/src/pages/projects/schema/revision-draft.ts';
import { mergeProposal } from '../../../web/src/pages/projects/schema/schema-merge.ts';
import { fromOutputSchema } from '../../../web/src/pages/projects/schema/schema-tree.ts';

describe('merging a schema proposal into the draft', () => {
  it('adds only the properties whose names are new, after the existing ones, and keeps what was written', () => {
    const draft = {
      ...emptyDraft(),
      input_description: 'Invoices by mail',
      schema: fromOutputSchema([{ name: 'invoice_number', type: 'string', description: 'Mine', required: true }]),
    };
    const result = mergeProposal(draft, {
      input_description: 'Supplier invoices',
      output_schema: [
        { name: 'invoice_number', type: 'string', description: 'Proposed' },
        { name: 'total', type: 'number', required: true },
        { name: 'items', type: 'array', items: { type: 'object', properties: [{ name: 'amount', type: 'number' }] } },
      ],
    });
    expect(result.added).toEqual(['total', 'items']);
    expect(result.skipped).toEqual(['invoice_number']);
    expect(draftPayload(result.draft)).toMatchObject({
      input_description: 'Invoices by mail',
      output_schema: [
        { name: 'invoice_number', type: 'string', description: 'Mine', required: true },
        { name: 'total', type: 'number', required: true },
        { name: 'items', type: 'array', items: { type: 'object', properties: [{ name: 'amount', type: 'number' }] } },
      ],
    });
  });

  it('takes the proposed input description when the draft has none, and leaves the draft alone for an empty proposal', () => {
    const draft = draftFromRevision(undefined);
    const filled = mergeProposal(draft, { input_description: 'Receipts', output_schema: [] });
    expect(filled.draft.input_description).toBe('Receipts');
    expect(filled.draft.schema).toBe(draft.schema);
    expect(filled.added).toEqual([]);
  });
});

describe('ingest addresses', () => {
  it('puts the project slug after a plus before the domain', () => {
    expect(projectIngestAddress('abc123@in.example.com', 'invoices')).toBe('abc123+invoices@in.example.com');
  });
});

describe('hasFallbackDomain', () => {
  it('spots an ingest address that fell back to an IP or localhost (INGEST_DOMAIN unset)', () => {
    expect(hasFallbackDomain('abc123@127.0.0.1')).toBe(true);
    expect(hasFallbackDomain('abc123@localhost')).toBe(true);
    expect(hasFallbackDomain('abc123@[::1]')).toBe(true);
    expect(hasFallbackDomain('abc123@in.example.com')).toBe(false);
  });
});
