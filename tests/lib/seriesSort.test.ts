// Series order by metric sort type (name, sum, min, max, avg) and direction.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { METRIC_SORT_TYPES } from '../../lib/chartConstants.ts';
import { sortSeriesNames } from '../../lib/seriesSort.ts';

const rows = [
  { ts: 1, boys: 10, girls: 1, other: null },
  { ts: 2, boys: -8, girls: 6, other: null },
  { ts: 3, boys: 1, girls: 2, Alpha: 4 },
];
const names = ['boys', 'girls', 'other', 'Alpha'];

describe('sortSeriesNames', () => {
  it.each([
    ['name', true, ['Alpha', 'boys', 'girls', 'other']],
    ['name', false, ['other', 'girls', 'boys', 'Alpha']],
    ['sum', false, ['girls', 'Alpha', 'boys', 'other']],
    ['sum', true, ['other', 'boys', 'Alpha', 'girls']],
    ['max', false, ['boys', 'girls', 'Alpha', 'other']],
    ['min', true, ['boys', 'girls', 'Alpha', 'other']],
    ['avg', false, ['Alpha', 'girls', 'boys', 'other']],
  ] as const)('%s ascending=%s', (by, ascending, expected) => {
    expect(sortSeriesNames(rows, names, by, ascending)).toEqual(expected);
  });
  it('is a permutation of the names for any data', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.oneof(fc.double(), fc.constant(null)))),
        fc.constantFrom(...METRIC_SORT_TYPES),
        fc.boolean(),
        (data, by, ascending) => {
          const sorted = sortSeriesNames(data, ['a', 'b', 'c'], by, ascending);
          expect([...sorted].sort()).toEqual(['a', 'b', 'c']);
        },
      ),
    );
  });
});
