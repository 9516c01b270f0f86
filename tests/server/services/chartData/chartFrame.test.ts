import { describe, expect, it } from 'vitest';
import {
  epochMsToText,
  frameFromResult,
  frameRowsForFile,
  isoToEpochMs,
} from '../../../../server/services/chartData/chartFrame.ts';
import { datasourceIdOf } from '../../../../server/services/chartData/queryContext.ts';

describe('chart frames', () => {
  it('reads naive timestamps as UTC and keeps zoned ones', () => {
    expect(isoToEpochMs('2024-03-01T10:00:00')).toBe(Date.UTC(2024, 2, 1, 10));
    expect(isoToEpochMs('2024-03-01 10:00:00')).toBe(Date.UTC(2024, 2, 1, 10));
    expect(isoToEpochMs('2024-03-01')).toBe(Date.UTC(2024, 2, 1));
    expect(isoToEpochMs('2024-03-01T10:00:00+02:00')).toBe(Date.UTC(2024, 2, 1, 8));
    expect(isoToEpochMs('2024-03-01T10:00:00.250Z')).toBe(Date.UTC(2024, 2, 1, 10, 0, 0, 250));
    expect(isoToEpochMs(null)).toBeNull();
    expect(isoToEpochMs('infinity')).toBe('infinity');
  });

  it('turns rows into records with temporal columns in epoch ms, and back to text for files', () => {
    const frame = frameFromResult(
      {
        columns: [
          { name: 'ds', type: 'VARCHAR', type_generic: 1 },
          { name: 'n', type: 'BIGINT', type_generic: 0 },
        ],
        rows: [
          ['2024-01-02 00:00:00', 3],
          [null, 4],
        ],
        rowCount: 2,
        truncated: false,
        rowsAffected: null,
      },
      ['ds', 'n'],
      new Set(['ds']),
    );
    expect(frame).toEqual({
      columns: ['ds', 'n'],
      types: [2, 0],
      rows: [
        { ds: Date.UTC(2024, 0, 2), n: 3 },
        { ds: null, n: 4 },
      ],
    });
    expect(frameRowsForFile(frame)).toEqual([
      ['2024-01-02 00:00:00', 3],
      [null, 4],
    ]);
    expect(epochMsToText(Date.UTC(2024, 0, 2, 3, 4, 5, 600))).toBe('2024-01-02 03:04:05.600');
  });

  it('reads a datasource id as Superset does', () => {
    expect(datasourceIdOf({ id: 7, type: 'table' })).toBe(7);
    expect(datasourceIdOf({ id: '7__table' })).toBe(7);
    expect(() => datasourceIdOf({ id: 'x__table' })).toThrow();
    expect(() => datasourceIdOf({ id: 3, type: 'query' })).toThrow();
  });
});
