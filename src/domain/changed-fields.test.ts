import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  const before = { name: 'Spring Sale', clicks: 12, revenue: 3.5, status: 'active' };

  it('keeps only the fields whose value changed', () => {
    expect(changedFields(before, { ...before, name: 'Summer Sale', revenue: 4 })).toEqual({
      name: 'Summer Sale',
      revenue: 4,
    });
  });

  it('is empty when nothing changed', () => {
    expect(changedFields(before, { ...before })).toEqual({});
  });

  it('keeps a change to zero or to an empty text', () => {
    expect(changedFields(before, { ...before, clicks: 0, name: '' })).toEqual({
      clicks: 0,
      name: '',
    });
  });
});
