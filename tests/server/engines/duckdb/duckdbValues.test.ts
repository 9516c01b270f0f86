// The fast paths of DuckDB value conversion give exactly what the text paths give (property
// tests over the whole ranges), and values read from DuckDB itself convert as before.
import { DuckDBDecimalValue, DuckDBInstance, DuckDBTimestampValue } from '@duckdb/node-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalToJson,
  duckdbValueToJson,
  timestampToIso,
} from '../../../../server/engines/duckdb/duckdbValues.ts';
import { decimalTextToJson, timestampTextToIso } from '../../../../server/engines/jsonValues.ts';

const MAX_MICROS = 2n ** 63n - 2n;

describe('DuckDB value fast paths', () => {
  it('timestamps: the same ISO text as formatting and re-parsing DuckDB’s text', () => {
    const micros = fc.oneof(
      // 1970–2255, where the arithmetic runs on doubles; whole seconds and days too.
      fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) + 10n }),
      fc.bigInt({ min: 0n, max: 10n ** 10n }).map((s) => s * 1_000_000n),
      fc.bigInt({ min: 0n, max: 10n ** 5n }).map((d) => d * 86_400_000_000n + 86_399_999_999n),
      fc.bigInt({ min: 0n, max: 253_402_300_799_999_999n + 1000n }),
      fc.bigInt({ min: -MAX_MICROS, max: MAX_MICROS }),
      fc.constantFrom(0n, 1n, 999_999n, 1_000_000n, 253_402_300_799_999_999n, 253_402_300_800_000_000n, -1n),
    );
    fc.assert(
      fc.property(micros, (value) => {
        const timestamp = new DuckDBTimestampValue(value);
        expect(timestampToIso(timestamp)).toBe(timestampTextToIso(timestamp.toString()));
      }),
      { numRuns: 20000 },
    );
  });

  it('decimals: the same number or text as parsing DuckDB’s text', () => {
    const decimal = fc
      .record({
        width: fc.integer({ min: 1, max: 38 }),
        scale: fc.integer({ min: 0, max: 38 }),
        unscaled: fc.oneof(
          fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }),
          fc.bigInt({ min: -(10n ** 38n) + 1n, max: 10n ** 38n - 1n }),
          fc.integer({ min: -100_000, max: 100_000 }).map(BigInt),
        ),
      })
      .map(({ width, scale, unscaled }) => new DuckDBDecimalValue(unscaled, Math.max(width, scale), scale));
    fc.assert(
      fc.property(decimal, (value) => {
        expect(Object.is(decimalToJson(value), decimalTextToJson(value.toString()))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('values read from DuckDB convert as their text says', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const reader = await connection.runAndReadAll(`SELECT
        TIMESTAMP '2024-03-01 10:11:12.5' AS fraction, TIMESTAMP '1969-12-31 23:59:59' AS before_epoch,
        TIMESTAMP '2021-01-01 06:00:00' AS whole, 12.30::DECIMAL(10,2) AS price,
        -0.05::DECIMAL(4,2) AS discount, 123456789012345678.12::DECIMAL(20,2) AS big`);
      expect(reader.getRows()[0]!.map(duckdbValueToJson)).toEqual([
        '2024-03-01T10:11:12.5',
        '1969-12-31T23:59:59',
        '2021-01-01T06:00:00',
        12.3,
        -0.05,
        '123456789012345678.12',
      ]);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
