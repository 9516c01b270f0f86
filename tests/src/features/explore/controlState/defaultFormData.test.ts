// Spec §3 'Default form data', §4 Explore defaults.
import { describe, expect, it } from 'vitest';
import { withDefaults } from '../../../../../src/features/explore/controlState/defaultFormData.ts';

describe('withDefaults', () => {
  it.each([
    ['nothing configured', {}, {}, { viz_type: 'table', time_range: 'No filter' }],
    [
      'configured defaults',
      {},
      { defaultVizType: 'pie', defaultTimeFilter: 'Last week' },
      { viz_type: 'pie', time_range: 'Last week' },
    ],
    [
      'the form data’s own values win',
      { viz_type: 'big_number', time_range: 'Last day' },
      { defaultVizType: 'pie' },
      { viz_type: 'big_number', time_range: 'Last day' },
    ],
  ])('%s', (_title, formData, conf, expected) => {
    expect(withDefaults(formData, '1__table', conf)).toEqual({
      row_limit: 1000,
      metrics: [],
      groupby: [],
      datasource: '1__table',
      ...expected,
      ...formData,
    });
  });
});
