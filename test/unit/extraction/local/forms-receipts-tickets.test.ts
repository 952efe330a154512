// Session 7: general mechanisms for forms, receipts and tickets (learnt on development set J, written for classes
// of layouts, not for its documents), one class per test.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

describe('checkbox forms', () => {
  it('takes the ticked choice of a field whose description lists the choices', async () => {
    const schema: TOutputSchema = [
      { name: 'nature', type: 'string', description: "one of 'gift', 'documents', 'sale of goods', 'other'" },
    ];
    const form = ['CN 23', '[ ] Gift   [ ] Documents', '[X] Sale of goods   [ ] Other', 'Other remarks: none'];
    expect(await run(form.join('\n'), schema)).toEqual({ nature: 'sale of goods' });
  });

  it('reads a yes/no field named "is_…" or "has_…" from the box of its label', async () => {
    const schema: TOutputSchema = [
      { name: 'is_gift', type: 'boolean' },
      { name: 'has_documents', type: 'boolean' },
    ];
    const form = ['[X] Gift\t[ ] Commercial sample', '[ ] Documents\t[ ] Other'];
    expect(await run(form.join('\n'), schema)).toEqual({ is_gift: true, has_documents: false });
  });
});
