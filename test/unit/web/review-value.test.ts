import { describe, expect, it } from '@jest/globals';
import { issuePathOf } from '../../../src/services/review/review-execution.ts';
import {
  getAt,
  numberFromText,
  pathText,
  reviewIssueMessageId,
  reviewIssuesOf,
  setAt,
} from '../../../web/src/pages/review/review-value.ts';

describe('review form values', () => {
  it('spells paths the way sources and diffs do, and back into issue paths', () => {
    expect(pathText(['items', 2, 'price'])).toBe('items[2].price');
    expect(pathText([])).toBe('');
    expect(issuePathOf('items[2].price')).toEqual(['json_result', 'items', 2, 'price']);
    expect(issuePathOf('supplier.address.city')).toEqual(['json_result', 'supplier', 'address', 'city']);
  });

  it('writes nested values without touching the original', () => {
    const original = { items: [{ price: 1 }], total: 1 };
    const changed = setAt(original, ['items', 1, 'price'], 2);
    expect(changed).toEqual({ items: [{ price: 1 }, { price: 2 }], total: 1 });
    expect(original).toEqual({ items: [{ price: 1 }], total: 1 });
    expect(getAt(changed, ['items', 1, 'price'])).toBe(2);
    expect(getAt(changed, ['missing', 0])).toBeUndefined();
  });

  it('keeps what is not a number as text, so the server names the field', () => {
    expect(numberFromText('1234,56')).toBe(1234.56);
    expect(numberFromText(' 7 ')).toBe(7);
    expect(numberFromText('')).toBeNull();
    expect(numberFromText('a lot')).toBe('a lot');
  });

  it('maps a refused review to its fields', () => {
    const error = {
      data: {
        issues: [
          { path: ['json_result', 'items', 1, 'price'], message: 'expected a number, found a string' },
          { path: ['projectId'], message: 'ignored' },
        ],
      },
    };
    expect([...reviewIssuesOf(error)]).toEqual([['items[1].price', 'expected a number, found a string']]);
    expect(reviewIssuesOf(null).size).toBe(0);
  });

  it('says "required" for an empty refused field and "does not fit" for any other, whatever language the server wrote', () => {
    expect(reviewIssueMessageId(null)).toBe('review.issueRequired');
    expect(reviewIssueMessageId('')).toBe('review.issueRequired');
    expect(reviewIssueMessageId(undefined)).toBe('review.issueRequired');
    expect(reviewIssueMessageId('a lot')).toBe('review.issueInvalid');
    expect(reviewIssueMessageId(0)).toBe('review.issueInvalid');
    expect(reviewIssueMessageId(false)).toBe('review.issueInvalid');
  });
});
