// Big Number (big_number_total): Superset's control panel.
import { bigNumberControls } from '../bigNumber/bigNumberControls.ts';
import type { ControlPanelConfig } from '../core/types.ts';

const own = (name: string) => ({ name, config: bigNumberControls[name]! });

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controlSetRows: [['metric'], ['adhoc_filters']] },
    {
      label: 'Display settings',
      expanded: true,
      controlSetRows: [[own('header_font_size')], [own('subheader')], [own('subheader_font_size')]],
    },
    {
      label: 'Number formatting',
      expanded: true,
      controlSetRows: [
        ['y_axis_format'],
        ['currency_format'],
        [own('time_format')],
        [own('force_timestamp_formatting')],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number format' } },
};
