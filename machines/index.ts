// Every machine of Loupe, for the diagrams (`npm run machines:docs`) and their tests.
// A new machine joins with one line here.
import type { AnyStateMachine } from 'xstate';
import { asyncChartQueryMachine } from './asyncChartQuery/machine.ts';
import { asyncEventsMachine } from './asyncEvents/machine.ts';
import { chartMachine } from './chart/machine.ts';
import { datasetSaveMachine } from './datasetSave/machine.ts';
import { sqlLabQueryMachine } from './sqlLabQuery/machine.ts';
import { tabSyncMachine } from './tabSync/machine.ts';

export interface MachineEntry {
  /** The machine's id, its folder under machines/ and its page docs/machines/<name>.md. */
  name: string;
  title: string;
  machine: AnyStateMachine;
}

export const MACHINES: readonly MachineEntry[] = [
  { name: 'sqlLabQuery', title: 'SQL Lab query', machine: sqlLabQueryMachine },
  { name: 'tabSync', title: 'SQL Lab tab sync', machine: tabSyncMachine },
  { name: 'datasetSave', title: 'Dataset save', machine: datasetSaveMachine },
  { name: 'chart', title: 'Chart life cycle', machine: chartMachine },
  { name: 'asyncChartQuery', title: 'Async chart query', machine: asyncChartQueryMachine },
  { name: 'asyncEvents', title: 'Async event delivery', machine: asyncEventsMachine },
];
