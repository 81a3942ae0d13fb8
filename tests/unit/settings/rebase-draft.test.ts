import { describe, expect, it } from 'vitest';
import { rebaseDraft, sameDocument } from '@/lib/settings/rebase-draft';

describe('a settings draft when the saved document changes underneath it', () => {
  const base = { depositRequired: false, depositPercent: 0, cancellationPolicy: '', noShowPolicy: '' };
  const stored = { depositRequired: false, depositPercent: 0, cancellationPolicy: 'Free up to 24 h before.', noShowPolicy: 'Two no-shows: deposit.' };

  it('takes the new document when nothing was touched', () => {
    expect(rebaseDraft(base, base, stored)).toEqual(stored);
  });

  it('keeps the fields the user changed and takes the rest from the new document', () => {
    const draft = { ...base, depositRequired: true, depositPercent: 20 };
    expect(rebaseDraft(draft, base, stored)).toEqual({ ...stored, depositRequired: true, depositPercent: 20 });
  });

  it('keeps a changed nested field whole, and a draft that is not a record as it is', () => {
    const nested = { links: { facebook: 'a' }, theme: 'dark' };
    expect(rebaseDraft({ ...nested, links: { facebook: 'b' } }, nested, { links: { facebook: 'c' }, theme: 'light' })).toEqual({ links: { facebook: 'b' }, theme: 'light' });
    expect(rebaseDraft(['x'], ['y'], ['z'])).toEqual(['x']);
  });

  it('compares documents whatever the order of their fields', () => {
    expect(sameDocument({ a: 1, b: { c: 2, d: [1, { e: 3, f: 4 }] } }, { b: { d: [1, { f: 4, e: 3 }], c: 2 }, a: 1 })).toBe(true);
    expect(sameDocument({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(sameDocument([1, 2], [2, 1])).toBe(false);
  });
});
