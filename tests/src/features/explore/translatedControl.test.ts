// translatedControl: a control's texts through the viz catalog — label, description,
// placeholder, fixed choices and computed ones marked translatedChoices; other computed choices
// (dataset items) shown as they are.
import { describe, expect, it } from 'vitest';
import type { ControlState } from '../../../../src/features/explore/controlState/types.ts';
import { translatedControl } from '../../../../src/features/explore/useVizText.ts';

const upper = (text: string) => text.toUpperCase();

function control(config: Partial<ControlState['config']>, choices?: ControlState['choices']): ControlState {
  return {
    name: 'c',
    config: { type: 'SelectControl', label: 'Label', ...config },
    value: null,
    ...(choices ? { choices } : {}),
    validationErrors: [],
    visible: true,
  };
}

describe('translatedControl', () => {
  it('translates the label, description, placeholder, validation messages and fixed choices', () => {
    const fixed = {
      ...control({ description: 'Help', placeholder: 'Pick', choices: [['a', 'Alpha']] }, [['a', 'Alpha']]),
      validationErrors: ['cannot be empty'],
    };
    const translated = translatedControl(fixed, upper);
    expect(translated.config).toMatchObject({ label: 'LABEL', description: 'HELP', placeholder: 'PICK' });
    expect(translated.choices).toEqual([['a', 'ALPHA']]);
    expect(translated.validationErrors).toEqual(['CANNOT BE EMPTY']);
    expect(translated.value).toBe(fixed.value);
  });

  it('leaves computed choices (dataset columns) as they are unless marked translatedChoices', () => {
    const columns = control({ choices: () => [['Month', 'Month']] }, [['Month', 'Month']]);
    expect(translatedControl(columns, upper).choices).toEqual([['Month', 'Month']]);
    const grains = control({ choices: () => [['P1M', 'Month']], translatedChoices: true }, [
      ['P1M', 'Month'],
    ]);
    expect(translatedControl(grains, upper).choices).toEqual([['P1M', 'MONTH']]);
  });
});
