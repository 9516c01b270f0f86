// The chart types' control panel texts in the interface language: the viz catalog of the
// language (src/app/i18n/catalogs.ts) maps each English text to its translation, as Superset's
// t() does; English, or a text the catalog lacks, shows as written.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlState } from './controlState/types.ts';

export type VizText = (text: string) => string;

export function useVizText(): VizText {
  const { i18n } = useTranslation();
  const catalog = i18n.getResourceBundle(i18n.resolvedLanguage ?? i18n.language, 'viz') as
    | Readonly<Record<string, string>>
    | undefined;
  return useCallback(
    (text: string) => (catalog && Object.hasOwn(catalog, text) ? catalog[text]! : text),
    [catalog],
  );
}

/**
 * The control with its texts translated: label, description, placeholder, validation messages,
 * fixed choices and computed ones marked translatedChoices (time grains). Other computed choices
 * (the dataset's columns) are names and stay as they are.
 */
export function translatedControl(control: ControlState, text: VizText): ControlState {
  const { config } = control;
  const textChoices = Array.isArray(config.choices) || config.translatedChoices === true;
  return {
    ...control,
    config: {
      ...config,
      label: text(config.label),
      ...(config.description ? { description: text(config.description) } : {}),
      ...(config.placeholder ? { placeholder: text(config.placeholder) } : {}),
    },
    validationErrors: control.validationErrors.map(text),
    ...(textChoices && control.choices
      ? { choices: control.choices.map(([value, label]) => [value, text(label)] as const) }
      : {}),
  };
}
