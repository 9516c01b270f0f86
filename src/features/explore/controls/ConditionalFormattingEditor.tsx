// The popover of one conditional formatting rule (Superset's FormattingPopoverContent): the
// numeric column, the colour, the operator and its target value (or left and right values for a
// range). Save is enabled once the rule is complete.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import {
  COMPARATOR,
  COMPARATORS,
  type Comparator,
  type ConditionalFormattingRule,
  FORMATTING_COLORS,
  isCompleteRule,
  MULTIPLE_VALUE_COMPARATORS,
  ruleOf,
} from '../../../visualizations/helpers/conditionalFormatting.ts';
import { EditorActions } from './editorParts.tsx';

export interface ConditionalFormattingEditorProps {
  item: unknown;
  /** The numeric columns a rule may name: [value, label]. */
  columns: readonly (readonly [unknown, string])[];
  save: (item: unknown) => void;
  close: () => void;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberOf = (value: string) =>
  value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

export function ConditionalFormattingEditor({
  item,
  columns,
  save,
  close,
}: ConditionalFormattingEditorProps) {
  const { t } = useTranslation();
  const initial = ruleOf(item) ?? {};
  const [rule, setRule] = useState<ConditionalFormattingRule>({
    colorScheme: FORMATTING_COLORS[0]![0],
    operator: COMPARATOR.NONE,
    ...Object.fromEntries(Object.entries(initial).filter(([, value]) => value !== undefined)),
  });
  // Typed text, kept apart from the rule so '1.' or '-' can be typed on the way to a number.
  const [typed, setTyped] = useState({
    targetValue: text(rule.targetValue),
    targetValueLeft: text(rule.targetValueLeft),
    targetValueRight: text(rule.targetValueRight),
  });
  const setValue = (key: keyof typeof typed, value: string) => {
    setTyped((old) => ({ ...old, [key]: value }));
    setRule((old) => ({ ...old, [key]: numberOf(value) }));
  };
  const range = rule.operator !== undefined && MULTIPLE_VALUE_COMPARATORS.includes(rule.operator);
  const single = !range && rule.operator !== COMPARATOR.NONE;
  const result: ConditionalFormattingRule = {
    column: rule.column,
    colorScheme: rule.colorScheme,
    operator: rule.operator,
    ...(single ? { targetValue: rule.targetValue } : {}),
    ...(range ? { targetValueLeft: rule.targetValueLeft, targetValueRight: rule.targetValueRight } : {}),
  };
  return (
    <div className="loupe-explore__editor">
      <Select
        label={t('explorePage.formatting.column')}
        options={columns.map(([value, label]) => ({ value: String(value), label }))}
        value={rule.column ?? null}
        onChange={(column) => setRule((old) => ({ ...old, column: column ?? undefined }))}
      />
      <Select
        label={t('explorePage.formatting.colorScheme')}
        options={FORMATTING_COLORS.map(([value, name]) => ({
          value,
          label: t(`explorePage.formatting.${name}`),
        }))}
        value={rule.colorScheme ?? null}
        onChange={(colorScheme) => setRule((old) => ({ ...old, colorScheme: colorScheme ?? undefined }))}
      />
      <Select
        label={t('explorePage.formatting.operator')}
        options={COMPARATORS.map((value) => ({ value, label: value }))}
        value={rule.operator ?? null}
        onChange={(operator) =>
          setRule((old) => ({ ...old, operator: (operator ?? undefined) as Comparator }))
        }
      />
      {single && (
        <TextField
          label={t('explorePage.formatting.targetValue')}
          inputMode="decimal"
          value={typed.targetValue}
          onChange={(value) => setValue('targetValue', value)}
        />
      )}
      {range && (
        <>
          <TextField
            label={t('explorePage.formatting.leftValue')}
            inputMode="decimal"
            value={typed.targetValueLeft}
            onChange={(value) => setValue('targetValueLeft', value)}
          />
          <TextField
            label={t('explorePage.formatting.rightValue')}
            inputMode="decimal"
            value={typed.targetValueRight}
            onChange={(value) => setValue('targetValueRight', value)}
          />
        </>
      )}
      <EditorActions result={isCompleteRule(result) ? result : null} save={save} close={close} />
    </div>
  );
}
