// Session 16 (branch wrong16): a name running on into a flat or floor before its street, and a note of the party's
// role or holding in brackets after a name, are no part of the name.
import { describe, expect, it } from '@jest/globals';
import { plausibleText } from '../../../../src/extraction/providers/local/implausible-values.ts';
import type { TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';

const text = (name: string) => ({ name, type: 'string' }) as TSchemaProperty;

describe('a name with its flat or its role note', () => {
  it('cuts a tenant where the flat opens the address', () => {
    expect(plausibleText('Aylin Demir, Wohnung 3. OG links', text('mieter'))).toBe('Aylin Demir');
    expect(plausibleText('Emma Ross, Flat 2, 14 High St', text('tenant'))).toBe('Emma Ross');
    expect(plausibleText('Unit Four Ltd', text('supplier'))).toBe('Unit Four Ltd');
  });

  it("drops a bracketed role or holding after a name, not a country's code", () => {
    expect(plausibleText('Daniel & Ruth Okafor (JTWROS)', text('account_owner'))).toBe('Daniel & Ruth Okafor');
    expect(plausibleText('Tobias Reichenbach (Schuldner)', text('schuldner'))).toBe('Tobias Reichenbach');
    expect(plausibleText('Acme (UK)', text('seller'))).toBe('Acme (UK)');
    expect(plausibleText('Bosch (China)', text('seller'))).toBe('Bosch (China)');
  });
});
