import type { ControlPanelConfig } from '../core/types.ts';

const size = (name: string, label: string, value: number) => ({
  name,
  config: { type: 'NumberControl' as const, label, default: value, min: 1, renderTrigger: true },
});

export const ROTATION_CHOICES = [
  ['random', 'random'],
  ['flat', 'flat'],
  ['square', 'square'],
] as const;

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['series'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [size('size_from', 'Minimum Font Size', 10), size('size_to', 'Maximum Font Size', 70)],
        [
          {
            name: 'rotation',
            config: {
              type: 'SelectControl',
              label: 'Word Rotation',
              default: 'square',
              choices: ROTATION_CHOICES,
              renderTrigger: true,
            },
          },
        ],
        ['color_scheme'],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 100 }, series: { label: 'Dimension' } },
};
