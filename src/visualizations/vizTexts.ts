// The English texts the chart types show in explore — gallery categories and names, panel
// sections, and each control's label, description, placeholder and fixed choices — which the
// viz catalogs (src/app/i18n/viz/<code>.json) translate, keyed by the English text as Superset's
// t() is, and the time grains' names. Other choices computed from the panel state (the dataset's
// columns) are names, not texts.
import { TIME_GRAINS } from '../../lib/timeGrains.ts';
import { validatorMessages } from '../../lib/validators/index.ts';
import { panelControls } from './core/controls/sharedControls.ts';
import { listViz, vizByCategory } from './registry.ts';
import { AGGREGATE_REQUIRED_MESSAGE } from './table/controlPanel.ts';

export function vizTexts(): string[] {
  const texts = new Set<string>();
  const add = (text: string | undefined) => {
    if (text && text.trim() !== '') texts.add(text);
  };
  for (const { category } of vizByCategory()) add(category);
  // The time grain choices (translatedChoices) come from the dataset's database: every name.
  for (const grain of TIME_GRAINS) add(grain.name);
  // The validators' fixed messages (those with a number in them stay English).
  add(validatorMessages.empty);
  add(validatorMessages.integer);
  add(validatorMessages.number);
  add(AGGREGATE_REQUIRED_MESSAGE);
  for (const plugin of listViz()) {
    add(plugin.name);
    for (const section of plugin.controlPanel.sections) {
      add(section.label);
      add(section.description);
    }
    for (const { config } of panelControls(plugin.controlPanel)) {
      add(config.label);
      add(config.description);
      add(config.placeholder);
      if (Array.isArray(config.choices)) for (const [, label] of config.choices) add(label);
    }
  }
  return [...texts].sort();
}
