// One control: the component of its ControlType with its texts in the interface language, its
// description (an (i) tooltip) and its validation errors.
import { type ReactNode, useMemo } from 'react';
import { ruleLabel } from '../../../visualizations/helpers/conditionalFormatting.ts';
import { translatedControl, useVizText } from '../useVizText.ts';
import { filterLabel } from './adhocOperators.ts';
import { ColorSchemeControl, CurrencyControl } from './ColorSchemeControl.tsx';
import { ColumnConfigControl } from './ColumnConfigControl.tsx';
import { ColumnEditor } from './ColumnEditor.tsx';
import { ConditionalFormattingEditor } from './ConditionalFormattingEditor.tsx';
import { ControlDescription } from './ControlDescription.tsx';
import type { ControlProps } from './controlProps.ts';
import { FilterEditor } from './FilterEditor.tsx';
import { ItemListControl } from './ItemListControl.tsx';
import { MetricEditor } from './MetricEditor.tsx';
import { SelectControl } from './SelectControl.tsx';
import {
  CheckboxControl,
  ColorPickerControl,
  NumberControl,
  SliderControl,
  TextControl,
} from './SimpleControls.tsx';
import { TimeRangeControl } from './TimeRangeControl.tsx';

const itemLabel = (item: unknown): string => {
  if (typeof item === 'string') return item;
  const record = (item ?? {}) as Record<string, unknown>;
  return String(record.label ?? record.sqlExpression ?? '');
};

function Field(props: ControlProps): ReactNode {
  const { control, datasource, onChange } = props;
  switch (control.config.type) {
    case 'SelectControl':
      return <SelectControl {...props} />;
    case 'CheckboxControl':
      return <CheckboxControl {...props} />;
    case 'TextControl':
    case 'TextAreaControl':
      return <TextControl {...props} />;
    case 'NumberControl':
      return <NumberControl {...props} />;
    case 'SliderControl':
      return <SliderControl {...props} />;
    case 'TimeRangeControl':
      return <TimeRangeControl {...props} />;
    case 'ColorSchemeControl':
      return <ColorSchemeControl {...props} />;
    case 'ColorPickerControl':
      return <ColorPickerControl {...props} />;
    case 'CurrencyControl':
      return <CurrencyControl {...props} />;
    case 'MetricsControl':
      return (
        <ItemListControl
          control={control}
          onChange={onChange}
          labelOf={itemLabel}
          fromDrop={(dragged) =>
            dragged.kind === 'metric'
              ? dragged.name
              : {
                  expressionType: 'SIMPLE',
                  column: { column_name: dragged.name },
                  aggregate: 'SUM',
                  label: `SUM(${dragged.name})`,
                }
          }
          editor={(editor) => <MetricEditor {...editor} datasource={datasource} />}
        />
      );
    case 'GroupByControl':
      return (
        <ItemListControl
          control={control}
          onChange={onChange}
          labelOf={itemLabel}
          fromDrop={(dragged) => (dragged.kind === 'column' ? dragged.name : null)}
          editor={(editor) => <ColumnEditor {...editor} datasource={datasource} />}
        />
      );
    case 'AdhocFilterControl':
      return (
        <ItemListControl
          control={{ ...control, config: { ...control.config, multi: true } }}
          onChange={onChange}
          labelOf={(item) => filterLabel((item ?? {}) as Record<string, unknown>)}
          fromDrop={(dragged) =>
            dragged.kind === 'column'
              ? {
                  expressionType: 'SIMPLE',
                  clause: 'WHERE',
                  subject: dragged.name,
                  operator: 'IS NOT NULL',
                  comparator: null,
                }
              : null
          }
          editor={(editor) => <FilterEditor {...editor} datasource={datasource} />}
        />
      );
    case 'ColumnConfigControl':
      return <ColumnConfigControl {...props} />;
    case 'ConditionalFormattingControl':
      return (
        <ItemListControl
          control={{ ...control, config: { ...control.config, multi: true } }}
          onChange={onChange}
          labelOf={ruleLabel}
          fromDrop={() => null}
          editor={(editor) => <ConditionalFormattingEditor {...editor} columns={control.choices ?? []} />}
        />
      );
    default:
      return null;
  }
}

const LIST_CONTROLS = new Set([
  'MetricsControl',
  'GroupByControl',
  'AdhocFilterControl',
  'ConditionalFormattingControl',
]);

export function ControlField(props: ControlProps) {
  const text = useVizText();
  const control = useMemo(() => translatedControl(props.control, text), [props.control, text]);
  if (!control.visible || control.config.type === 'HiddenControl') return null;
  return (
    <div className="loupe-explore__control" data-control-name={control.name}>
      <Field {...props} control={control} />
      {/* After the field: Tab reaches the control first; drawn at the label's end (CSS). */}
      {control.config.description && control.config.label && (
        <ControlDescription label={control.config.label} description={control.config.description} />
      )}
      {!LIST_CONTROLS.has(control.config.type) &&
        control.validationErrors.map((error) => (
          <p key={error} className="loupe-field__error" role="alert">
            {error}
          </p>
        ))}
    </div>
  );
}
