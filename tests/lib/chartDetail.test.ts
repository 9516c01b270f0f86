import { describe, expect, it } from 'vitest';
import { CHART_DETAIL_FIELDS, chartDetailOf } from '../../lib/chartDetail.ts';

describe('chartDetailOf', () => {
  it('keeps the show columns of the list item, adds is_managed_externally and drops the rest', () => {
    const item = {
      ...Object.fromEntries(CHART_DETAIL_FIELDS.map((field) => [field, `${field}-value`])),
      changed_by_name: 'Ann',
      last_saved_at: null,
    } as Record<(typeof CHART_DETAIL_FIELDS)[number] | 'changed_by_name' | 'last_saved_at', unknown>;
    const detail = chartDetailOf(item);
    expect(Object.keys(detail)).toEqual([...CHART_DETAIL_FIELDS, 'is_managed_externally']);
    expect(detail.slice_name).toBe('slice_name-value');
    expect(detail.is_managed_externally).toBe(false);
  });
});
