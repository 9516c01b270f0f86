// The chart's own state: a page change is not a search; a changed search is; a change of what
// the query depends on goes back to the first page and ends the search's typing; a
// render-trigger change keeps the page.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splitFormData } from '../../../../../src/features/explore/chart/splitFormData.ts';
import { useChartOwnState } from '../../../../../src/features/explore/chart/useChartOwnState.ts';
import type { ControlsState } from '../../../../../src/features/explore/controlState/types.ts';
import type { FormData } from '../../../../../src/visualizations/core/types.ts';

const CONTROLS = {
  header_font_size: { name: 'header_font_size', config: { type: 'SelectControl', renderTrigger: true } },
} as unknown as ControlsState;
const FORM = { viz_type: 'table', datasource: '1__table', row_limit: 10, header_font_size: 1 } as FormData;

describe('useChartOwnState', () => {
  it('pages, searches, and goes back to page one when the query changes', () => {
    const { result, rerender } = renderHook(
      ({ formData }) => useChartOwnState(splitFormData(formData, CONTROLS).queryText),
      {
        initialProps: { formData: FORM },
      },
    );
    act(() => result.current.setOwnState({ currentPage: 2, pageSize: 10 }));
    expect(result.current.ownState.currentPage).toBe(2);
    expect(result.current.searching).toBe(false);

    rerender({ formData: { ...FORM, header_font_size: 2 } });
    expect(result.current.ownState.currentPage).toBe(2);

    act(() => result.current.setOwnState({ currentPage: 0, pageSize: 10, searchText: 'Eu' }));
    expect(result.current.searching).toBe(true);

    act(() => result.current.setOwnState({ currentPage: 3, pageSize: 10, searchText: 'Eu' }));
    expect(result.current.searching).toBe(false);

    act(() => result.current.setOwnState({ currentPage: 3, pageSize: 10, searchText: 'Eur' }));
    expect(result.current.searching).toBe(true);
    rerender({ formData: { ...FORM, row_limit: 50 } });
    expect(result.current.ownState).toEqual({ currentPage: 0, pageSize: 10, searchText: 'Eur' });
    expect(result.current.searching).toBe(false);
  });
});
