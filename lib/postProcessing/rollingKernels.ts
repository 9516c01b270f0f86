/**
 * pandas' fixed-window kernels (window/aggregations.pyx), so rolling sums, means and variances
 * carry the same floating-point results: Kahan-compensated running sums and Welford's variance,
 * updated as the window slides rather than recomputed.
 */

export interface Bounds {
  start: number[];
  end: number[];
}

/** pandas' FixedWindowIndexer: [start, end) of each row's window. */
export function fixedBounds(length: number, window: number, center: boolean): Bounds {
  const offset = center ? Math.floor((window - 1) / 2) : 0;
  const start: number[] = [];
  const end: number[] = [];
  for (let row = 0; row < length; row += 1) {
    end.push(Math.min(length, row + offset + 1));
    start.push(Math.max(0, row + offset + 1 - window));
  }
  return { start, end };
}

interface SumState {
  nobs: number;
  sum: number;
  addCompensation: number;
  removeCompensation: number;
  negatives: number;
  sameRun: number;
  previous: number;
}

function add(state: SumState, value: number): void {
  if (Number.isNaN(value)) return;
  state.nobs += 1;
  const y = value - state.addCompensation;
  const t = state.sum + y;
  state.addCompensation = t - state.sum - y;
  state.sum = t;
  if (value < 0 || Object.is(value, -0)) state.negatives += 1;
  state.sameRun = value === state.previous ? state.sameRun + 1 : 1;
  state.previous = value;
}

function remove(state: SumState, value: number): void {
  if (Number.isNaN(value)) return;
  state.nobs -= 1;
  const y = -value - state.removeCompensation;
  const t = state.sum + y;
  state.removeCompensation = t - state.sum - y;
  state.sum = t;
  if (value < 0 || Object.is(value, -0)) state.negatives -= 1;
}

function slide<S>(
  values: number[],
  bounds: Bounds,
  fresh: (first: number) => S,
  onAdd: (state: S, value: number) => void,
  onRemove: (state: S, value: number) => void,
  result: (state: S) => number,
): number[] {
  const output: number[] = [];
  let state = fresh(values[0] ?? Number.NaN);
  for (let row = 0; row < values.length; row += 1) {
    const s = bounds.start[row]!;
    const e = bounds.end[row]!;
    if (row === 0 || s >= bounds.end[row - 1]!) {
      state = fresh(values[s] ?? Number.NaN);
      for (let at = s; at < e; at += 1) onAdd(state, values[at]!);
    } else {
      for (let at = bounds.start[row - 1]!; at < s; at += 1) onRemove(state, values[at]!);
      for (let at = bounds.end[row - 1]!; at < e; at += 1) onAdd(state, values[at]!);
    }
    output.push(result(state));
  }
  return output;
}

const freshSum = (first: number): SumState => ({
  nobs: 0,
  sum: 0,
  addCompensation: 0,
  removeCompensation: 0,
  negatives: 0,
  sameRun: 0,
  previous: first,
});

export function rollingSum(values: number[], bounds: Bounds, minPeriods: number): number[] {
  return slide(values, bounds, freshSum, add, remove, (state) => {
    if (state.nobs === 0 && minPeriods === 0) return 0;
    if (state.nobs < minPeriods) return Number.NaN;
    return state.sameRun >= state.nobs ? state.previous * state.nobs : state.sum;
  });
}

export function rollingMean(values: number[], bounds: Bounds, minPeriods: number): number[] {
  return slide(values, bounds, freshSum, add, remove, (state) => {
    if (state.nobs < minPeriods || state.nobs === 0) return Number.NaN;
    const mean = state.sum / state.nobs;
    if (state.sameRun >= state.nobs) return state.previous;
    if (state.negatives === 0 && mean < 0) return 0;
    if (state.negatives === state.nobs && mean > 0) return 0;
    return mean;
  });
}

interface VarState {
  nobs: number;
  mean: number;
  ssqdm: number;
  addCompensation: number;
  removeCompensation: number;
  sameRun: number;
  previous: number;
}

export function rollingVariance(
  values: number[],
  bounds: Bounds,
  minPeriods: number,
  ddof: number,
): number[] {
  const fresh = (first: number): VarState => ({
    nobs: 0,
    mean: 0,
    ssqdm: 0,
    addCompensation: 0,
    removeCompensation: 0,
    sameRun: 0,
    previous: first,
  });
  const onAdd = (state: VarState, value: number) => {
    if (Number.isNaN(value)) return;
    state.nobs += 1;
    state.sameRun = value === state.previous ? state.sameRun + 1 : 1;
    state.previous = value;
    const previousMean = state.mean - state.addCompensation;
    const y = value - state.addCompensation;
    const t = y - state.mean;
    state.addCompensation = t + state.mean - y;
    state.mean = state.nobs ? state.mean + t / state.nobs : 0;
    state.ssqdm += (value - previousMean) * (value - state.mean);
  };
  const onRemove = (state: VarState, value: number) => {
    if (Number.isNaN(value)) return;
    state.nobs -= 1;
    if (state.nobs) {
      const previousMean = state.mean - state.removeCompensation;
      const y = value - state.removeCompensation;
      const t = y - state.mean;
      state.removeCompensation = t + state.mean - y;
      state.mean -= t / state.nobs;
      state.ssqdm -= (value - previousMean) * (value - state.mean);
    } else {
      state.mean = 0;
      state.ssqdm = 0;
    }
  };
  return slide(values, bounds, fresh, onAdd, onRemove, (state) => {
    if (state.nobs < minPeriods || state.nobs <= ddof) return Number.NaN;
    if (state.nobs === 1 || state.sameRun >= state.nobs) return 0;
    return Math.max(0, state.ssqdm / (state.nobs - ddof));
  });
}
