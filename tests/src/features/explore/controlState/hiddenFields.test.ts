// Spec §4 Explore: hidden fields are stashed and restored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stashHiddenFields } from '../../../../../src/features/explore/controlState/hiddenFields.ts';
import { panelControls } from '../../../../../src/visualizations/core/controls/sharedControls.ts';
import { shared, stateOf, tablePanel } from './fixtures.ts';

const controls = panelControls(tablePanel, shared);

describe('stashHiddenFields', () => {
  it('stashes a hidden control’s value and restores it when the control shows again', () => {
    const hidden = stashHiddenFields(controls, stateOf({ order_desc: false }), {});
    expect(hidden.formData).not.toHaveProperty('order_desc');
    expect(hidden.stash).toEqual({ order_desc: false });

    const shown = stashHiddenFields(
      controls,
      stateOf({ ...hidden.formData, timeseries_limit_metric: 'count' }),
      hidden.stash,
    );
    expect(shown.formData.order_desc).toBe(false);
    expect(shown.stash).toEqual({});
  });

  it('a value set while shown wins over the stash', () => {
    const shown = stashHiddenFields(
      controls,
      stateOf({ timeseries_limit_metric: 'count', order_desc: true }),
      {
        order_desc: false,
      },
    );
    expect(shown.formData.order_desc).toBe(true);
  });

  it('hide then show gives the form data back', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (desc, metric) => {
        const original: Record<string, unknown> = stateOf({
          order_desc: desc,
          timeseries_limit_metric: metric || 'count',
        }).formData;
        const { timeseries_limit_metric: _, ...withoutSort } = original;
        const hidden = stashHiddenFields(controls, stateOf(withoutSort), {});
        const back = stashHiddenFields(
          controls,
          stateOf({ ...hidden.formData, timeseries_limit_metric: metric || 'count' }),
          hidden.stash,
        );
        expect(back.formData).toEqual(original);
      }),
    );
  });
});
