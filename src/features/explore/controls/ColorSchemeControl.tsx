// Colour scheme with swatches, and the currency select.
import { useTranslation } from 'react-i18next';
import { CATEGORICAL_SCHEMES } from '../../../../lib/color/index.ts';
import type { ControlProps } from './controlProps.ts';
import { SelectControl } from './SelectControl.tsx';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CHF', 'CAD', 'AUD', 'BRL'];

export function ColorSchemeControl({ control, onChange, datasource }: ControlProps) {
  const { t } = useTranslation();
  const choices = control.choices ?? CATEGORICAL_SCHEMES.map((scheme) => [scheme.id, scheme.label] as const);
  const colors = CATEGORICAL_SCHEMES.find((scheme) => scheme.id === String(control.value))?.colors ?? [];
  return (
    <div className="loupe-explore__color-scheme">
      <SelectControl control={{ ...control, choices }} onChange={onChange} datasource={datasource} />
      <ul className="loupe-explore__swatches" aria-label={t('explorePage.controls.swatches')}>
        {colors.slice(0, 10).map((color) => (
          <li key={color} className="loupe-explore__swatch" style={{ background: color }} title={color} />
        ))}
      </ul>
    </div>
  );
}

export function CurrencyControl({ control, onChange, datasource }: ControlProps) {
  const value = (control.value ?? {}) as { symbol?: string; symbolPosition?: string };
  const symbol = {
    ...control,
    config: { ...control.config, multi: false, freeForm: false },
    value: value.symbol ?? null,
    choices: CURRENCIES.map((c) => [c, c] as const),
  };
  const position = {
    ...control,
    config: { ...control.config, label: `${control.config.label} ·`, multi: false, freeForm: false },
    value: value.symbolPosition ?? 'prefix',
    choices: [
      ['prefix', 'Prefix'],
      ['suffix', 'Suffix'],
    ] as const,
  };
  return (
    <div className="loupe-explore__currency">
      <SelectControl
        control={symbol}
        datasource={datasource}
        onChange={(s) => onChange({ ...value, symbol: s })}
      />
      <SelectControl
        control={position}
        datasource={datasource}
        onChange={(p) => onChange({ ...value, symbolPosition: p })}
      />
    </div>
  );
}
