import { aggregate } from './aggregate.ts';
import { compare } from './compare.ts';
import { contribution } from './contribution.ts';
import { boxplot, histogram } from './distribution.ts';
import { fromResult, toResult } from './frame.ts';
import { flatten, rename, select } from './labels.ts';
import { pivot } from './pivot.ts';
import { rank } from './rank.ts';
import { resample } from './resample.ts';
import { sort } from './sort.ts';
import {
  PostProcessingError,
  type PostProcessingOperation,
  type ResultFrame,
  type WorkFrame,
} from './types.ts';
import { cum, diff, rolling } from './windows.ts';

export { escapeSeparator, FLAT_COLUMN_SEPARATOR, unescapeSeparator } from './frame.ts';
export type { Cell, GenericDataType, PostProcessingOperation, ResultCell, ResultFrame } from './types.ts';
export { PostProcessingError } from './types.ts';

type Operation = (frame: WorkFrame, options: unknown) => WorkFrame;

const OPERATIONS: Record<string, Operation> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
};

/**
 * Runs a query object's `post_processing` steps in order on the executed result, as Superset's
 * QueryObject.exec_post_processing does; a step the request gets wrong throws PostProcessingError
 * (the caller answers 400). Whatever index is left at the end is written back as columns.
 */
export function applyPostProcessing(
  result: ResultFrame,
  operations: readonly (PostProcessingOperation | null | undefined)[],
): ResultFrame {
  let frame = fromResult(result);
  for (const step of operations) {
    // The frontend leaves undefined (falsy) operators out; Superset skips them too.
    if (!step) continue;
    const name = step.operation;
    if (!name) throw new PostProcessingError('`operation` property of post processing object undefined');
    const operation = Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
    if (!operation) throw new PostProcessingError(`Unsupported post processing operation: ${name}`);
    frame = operation(frame, step.options);
  }
  return toResult(frame);
}
