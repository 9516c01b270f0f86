// The popover of one column in the table's "Customize columns" (Superset's ColumnConfigPopover):
// number columns take a D3 format, a small number format, cell bars and +/- alignment and
// colour; time columns a D3 time format; every column a text alignment and a min width, text
// columns truncation. Only what is set is saved; the rest follows the chart's options.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { D3_FORMAT_CHOICES, D3_TIME_FORMAT_CHOICES } from '../../../visualizations/core/controls/choices.ts';
import type { ConfigurableColumn } from '../../../visualizations/table/controlPanel.ts';
import type { ColumnConfig } from '../../../visualizations/table/tableColumns.ts';
import { EditorActions } from './editorParts.tsx';

/** The "follow the chart" choice of the format selects. */
const DEFAULT = '__default__';

/** Superset's per-column defaults shown when a column has no setting of its own. */
const SHOWN_DEFAULTS = { showCellBars: true, alignPositiveNegative: false, colorPositiveNegative: true };

export interface ColumnConfigEditorProps {
  column: ConfigurableColumn;
  config: ColumnConfig;
  save: (config: ColumnConfig) => void;
  close: () => void;
}

export function ColumnConfigEditor({ column, config, save, close }: ColumnConfigEditorProps) {
  const { t } = useTranslation();
  const [edited, setEdited] = useState<ColumnConfig>(config);
  const [width, setWidth] = useState(config.columnWidth === undefined ? '' : String(config.columnWidth));
  const set = <K extends keyof ColumnConfig>(key: K, value: ColumnConfig[K] | undefined) =>
    setEdited((old) => {
      const next = { ...old };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  const formatSelect = (key: 'd3NumberFormat' | 'd3SmallNumberFormat' | 'd3TimeFormat', label: string) => (
    <Select
      label={label}
      options={[
        { value: DEFAULT, label: t('explorePage.columnConfig.default') },
        ...(key === 'd3TimeFormat' ? D3_TIME_FORMAT_CHOICES : D3_FORMAT_CHOICES).map(([value, text]) => ({
          value: String(value),
          label: text,
        })),
      ]}
      value={edited[key] ?? DEFAULT}
      onChange={(value) => set(key, value && value !== DEFAULT ? value : undefined)}
    />
  );
  const check = (key: keyof typeof SHOWN_DEFAULTS | 'truncateLongCells', label: string) => (
    <Checkbox
      isSelected={edited[key] ?? (key === 'truncateLongCells' ? false : SHOWN_DEFAULTS[key])}
      onChange={(value) => set(key, value)}
    >
      {label}
    </Checkbox>
  );
  const widthValid = width.trim() === '' || (Number.isFinite(Number(width)) && Number(width) > 0);
  return (
    <div className="loupe-explore__editor">
      {column.kind === 'number' && (
        <>
          {formatSelect('d3NumberFormat', t('explorePage.columnConfig.d3Format'))}
          {formatSelect('d3SmallNumberFormat', t('explorePage.columnConfig.smallNumberFormat'))}
          {check('showCellBars', t('explorePage.columnConfig.showCellBars'))}
          {check('alignPositiveNegative', t('explorePage.columnConfig.alignPn'))}
          {check('colorPositiveNegative', t('explorePage.columnConfig.colorPn'))}
        </>
      )}
      {column.kind === 'time' && formatSelect('d3TimeFormat', t('explorePage.columnConfig.d3Format'))}
      <Select
        label={t('explorePage.columnConfig.textAlign')}
        options={[
          { value: DEFAULT, label: t('explorePage.columnConfig.default') },
          { value: 'left', label: t('explorePage.columnConfig.left') },
          { value: 'center', label: t('explorePage.columnConfig.center') },
          { value: 'right', label: t('explorePage.columnConfig.right') },
        ]}
        value={edited.horizontalAlign ?? DEFAULT}
        onChange={(value) =>
          set(
            'horizontalAlign',
            value && value !== DEFAULT ? (value as ColumnConfig['horizontalAlign']) : undefined,
          )
        }
      />
      <TextField
        label={t('explorePage.columnConfig.minWidth')}
        inputMode="numeric"
        value={width}
        errorMessage={widthValid ? undefined : t('explorePage.columnConfig.widthInvalid')}
        onChange={(value) => {
          setWidth(value);
          const number = Number(value);
          set(
            'columnWidth',
            value.trim() !== '' && Number.isFinite(number) && number > 0 ? number : undefined,
          );
        }}
      />
      {column.kind === 'text' && check('truncateLongCells', t('explorePage.columnConfig.truncate'))}
      <EditorActions
        result={widthValid ? edited : null}
        save={(next) => save(next as ColumnConfig)}
        close={close}
      />
    </div>
  );
}
