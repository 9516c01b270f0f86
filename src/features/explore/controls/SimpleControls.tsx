// The one-value controls: Checkbox, Text, TextArea, Number, Slider, ColorPicker, Hidden.
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import type { ControlProps } from './controlProps.ts';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function CheckboxControl({ control, onChange }: ControlProps) {
  return (
    <Checkbox isSelected={Boolean(control.value)} onChange={onChange}>
      {control.config.label}
    </Checkbox>
  );
}

export function TextControl({ control, onChange }: ControlProps) {
  return (
    <TextField
      label={control.config.label}
      value={text(control.value)}
      onChange={onChange}
      {...(control.config.placeholder ? { placeholder: control.config.placeholder } : {})}
    />
  );
}

export function NumberControl({ control, onChange }: ControlProps) {
  return (
    <TextField
      label={control.config.label}
      inputMode="decimal"
      value={text(control.value)}
      onChange={(value) =>
        onChange(value === '' ? null : Number.isNaN(Number(value)) ? value : Number(value))
      }
    />
  );
}

export function SliderControl({ control, onChange }: ControlProps) {
  const { min = 0, max = 100, step = 1, label } = control.config;
  return (
    <Slider
      className="loupe-explore__slider"
      minValue={min}
      maxValue={max}
      step={step}
      value={typeof control.value === 'number' ? control.value : min}
      onChange={(value) => onChange(value)}
    >
      <Label className="loupe-field__label">{label}</Label>
      <SliderOutput />
      <SliderTrack className="loupe-explore__slider-track">
        <SliderThumb className="loupe-explore__slider-thumb" />
      </SliderTrack>
    </Slider>
  );
}

export function ColorPickerControl({ control, onChange }: ControlProps) {
  const value = control.value as { r?: number; g?: number; b?: number; a?: number } | string | null;
  const hex =
    value && typeof value === 'object'
      ? `#${[value.r, value.g, value.b].map((n) => (n ?? 0).toString(16).padStart(2, '0')).join('')}`
      : text(value);
  return (
    <label className="loupe-explore__color-picker">
      <span className="loupe-field__label">{control.config.label}</span>
      <input
        type="color"
        value={/^#[0-9a-f]{6}$/i.test(hex) ? hex : '#007a87'}
        onChange={(event) => {
          const h = event.target.value;
          onChange({
            r: parseInt(h.slice(1, 3), 16),
            g: parseInt(h.slice(3, 5), 16),
            b: parseInt(h.slice(5, 7), 16),
            a: 1,
          });
        }}
      />
    </label>
  );
}
