// SelectControl: single or multi, free-form or not (spec §5: the control state already dropped
// values outside the choices of non-free-form selects).
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { type ControlProps, choiceKey } from './controlProps.ts';

function parseFree(text: string, numeric: boolean): unknown {
  if (text === '') return null;
  return numeric && /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
}

export function SelectControl({ control, onChange }: ControlProps) {
  const choices = control.choices ?? [];
  const { label, multi, freeForm } = control.config;
  if (multi) {
    const selected = Array.isArray(control.value) ? control.value : [];
    return (
      <CheckboxGroup
        className="loupe-explore__multi-select"
        value={selected.map(choiceKey)}
        onChange={(keys) => onChange(choices.filter(([v]) => keys.includes(choiceKey(v))).map(([v]) => v))}
      >
        <Label className="loupe-field__label">{label}</Label>
        {choices.map(([value, text]) => (
          <Checkbox key={choiceKey(value)} value={choiceKey(value)} className="loupe-checkbox">
            {text}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  }
  if (freeForm) {
    const numeric = choices.every(([v]) => typeof v === 'number');
    return (
      <TextField
        label={label}
        value={control.value === null || control.value === undefined ? '' : String(control.value)}
        onChange={(text) => onChange(parseFree(text, numeric))}
        description={choices.map(([, text]) => text).join(', ')}
      />
    );
  }
  return (
    <Select
      label={label}
      options={choices.map(([value, text]) => ({ value: choiceKey(value), label: text }))}
      value={control.value === undefined ? null : choiceKey(control.value)}
      onChange={(key) => onChange(choices.find(([v]) => choiceKey(v) === key)?.[0] ?? null)}
    />
  );
}
