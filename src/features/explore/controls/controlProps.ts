import type { VizDatasource } from '../../../visualizations/core/types.ts';
import type { ControlState } from '../../explore/controlState/types.ts';

/** What every control component gets: its state, the dataset and a setter. */
export interface ControlProps {
  control: ControlState;
  datasource: VizDatasource;
  onChange: (value: unknown) => void;
}

/** Select values travel as strings in the widgets; this finds the original choice value back. */
export function choiceKey(value: unknown): string {
  return JSON.stringify(value ?? null);
}
