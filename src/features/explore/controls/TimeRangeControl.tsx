// The time range picker: No filter, Last, Previous, Custom / Advanced (free text in Superset's
// grammar), showing the evaluated bounds with lib/timeRange — the code the server runs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateTimeRange, formatTimeRangeBound, NO_TIME_RANGE } from '../../../../lib/timeRange/index.ts';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import type { ControlProps } from './controlProps.ts';

export const TIME_RANGE_PRESETS = {
  last: ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'],
  previous: ['previous calendar week', 'previous calendar month', 'previous calendar year'],
} as const;

export type TimeRangeKind = 'none' | 'last' | 'previous' | 'advanced';

export function timeRangeKind(value: string): TimeRangeKind {
  if (value === NO_TIME_RANGE) return 'none';
  if ((TIME_RANGE_PRESETS.last as readonly string[]).includes(value)) return 'last';
  if ((TIME_RANGE_PRESETS.previous as readonly string[]).includes(value)) return 'previous';
  return 'advanced';
}

export function TimeRangeControl({ control, onChange }: ControlProps) {
  const { t } = useTranslation();
  const value = typeof control.value === 'string' && control.value ? control.value : NO_TIME_RANGE;
  const kind = timeRangeKind(value);
  const bounds = useMemo(() => {
    try {
      const { since, until } = evaluateTimeRange(value, new Date());
      return { text: `${formatTimeRangeBound(since) || '-∞'} ≤ col < ${formatTimeRangeBound(until) || '∞'}` };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [value]);
  const kinds: { value: TimeRangeKind; label: string }[] = [
    { value: 'none', label: t('explorePage.timeRange.none') },
    { value: 'last', label: t('explorePage.timeRange.last') },
    { value: 'previous', label: t('explorePage.timeRange.previous') },
    { value: 'advanced', label: t('explorePage.timeRange.advanced') },
  ];
  const pickKind = (next: string | null) => {
    if (next === 'none') onChange(NO_TIME_RANGE);
    else if (next === 'last') onChange(TIME_RANGE_PRESETS.last[0]);
    else if (next === 'previous') onChange(TIME_RANGE_PRESETS.previous[0]);
    else if (next === 'advanced') onChange(value === NO_TIME_RANGE ? 'Last week : now' : value);
  };
  return (
    <div className="loupe-explore__time-range">
      <Select label={control.config.label} options={kinds} value={kind} onChange={pickKind} />
      {(kind === 'last' || kind === 'previous') && (
        <Select
          aria-label={t('explorePage.timeRange.preset')}
          options={TIME_RANGE_PRESETS[kind].map((p) => ({ value: p, label: p }))}
          value={value}
          onChange={(preset) => preset && onChange(preset)}
        />
      )}
      {kind === 'advanced' && (
        <TextField label={t('explorePage.timeRange.expression')} value={value} onChange={onChange} />
      )}
      <p
        className={bounds.error ? 'loupe-field__error' : 'loupe-field__description'}
        data-testid="time-range-bounds"
      >
        {bounds.error ?? bounds.text}
      </p>
    </div>
  );
}
