import { describe, expect, it } from 'vitest';
import { genericTypeOf } from '../../../server/engines/genericTypes.ts';
import {
  bytesToJson,
  decimalTextToJson,
  integerToJson,
  nestedToJsonText,
  timestampTextToIso,
} from '../../../server/engines/jsonValues.ts';
import { ENGINE_SPECS, engineSpecByName } from '../../../server/engines/registry.ts';
import { TIME_GRAINS } from '../../../server/engines/timeGrains.ts';

describe('JSON-safe values', () => {
  it('keeps integers and decimals exact', () => {
    expect(integerToJson(42n)).toBe(42);
    expect(integerToJson(9007199254740991n)).toBe(9007199254740991);
    expect(integerToJson(9007199254740993n)).toBe('9007199254740993');
    expect(integerToJson(-9007199254740993n)).toBe('-9007199254740993');
    expect(decimalTextToJson('1.50')).toBe(1.5);
    expect(decimalTextToJson('-0.000123')).toBe(-0.000123);
    expect(decimalTextToJson('123456789012345')).toBe(123456789012345);
    expect(decimalTextToJson('1234567890123456')).toBe('1234567890123456');
    expect(decimalTextToJson('123456789012345678.12')).toBe('123456789012345678.12');
    expect(decimalTextToJson('NaN')).toBe('NaN');
  });

  it('writes timestamps as ISO text, bytes as hex, nested values as JSON text', () => {
    expect(timestampTextToIso('2024-03-01 10:11:12')).toBe('2024-03-01T10:11:12');
    expect(timestampTextToIso('2024-03-01 10:11:12.123456+02')).toBe('2024-03-01T10:11:12.123456+02:00');
    expect(timestampTextToIso('2024-03-01 10:11:12-05:30')).toBe('2024-03-01T10:11:12-05:30');
    expect(timestampTextToIso('infinity')).toBe('infinity');
    expect(bytesToJson(new Uint8Array([0xde, 0xad]))).toBe('\\xdead');
    expect(nestedToJsonText({ a: [1n, 9007199254740993n], b: Number.NaN })).toBe(
      '{"a":[1,"9007199254740993"],"b":null}',
    );
  });
});

describe('generic types', () => {
  it.each([
    ['BIGINT', 0],
    ['int unsigned', 0],
    ['DECIMAL(18,3)', 0],
    ['double precision', 0],
    ['VARCHAR', 1],
    ['character varying(20)', 1],
    ['TEXT', 1],
    ['UUID', 1],
    ['TIMESTAMP WITH TIME ZONE', 2],
    ['DATE', 2],
    ['datetime(3)', 2],
    ['BOOLEAN', 3],
    ['INTEGER[]', null],
    ['STRUCT("a" INTEGER)', null],
    ['JSONB', null],
    ['BLOB', null],
    [null, null],
  ] as const)('%s → %s', (type, generic) => {
    expect(genericTypeOf(type)).toBe(generic);
  });
});

describe('select star', () => {
  it('quotes every identifier and formats like SQL Lab', () => {
    const postgres = engineSpecByName('postgresql')!;
    expect(postgres.selectStar('my "table"', 'public', { limit: 100 })).toBe(
      'SELECT * FROM "public"."my ""table""" LIMIT 100',
    );
    expect(postgres.selectStar('t', 'public', { columns: ['a', 'b c'], limit: 100, indent: true })).toBe(
      'SELECT\n  "a",\n  "b c"\nFROM "public"."t"\nLIMIT 100',
    );
    expect(engineSpecByName('mysql')!.selectStar('t`x', 'db', { columns: ['données'] })).toBe(
      'SELECT `données` FROM `db`.`t``x`',
    );
    expect(engineSpecByName('duckdb')!.selectStar('t', 'main', { catalog: 'other' })).toBe(
      'SELECT * FROM "other"."main"."t"',
    );
  });
});

describe('time grains', () => {
  it('has an expression for every grain of the reference on every engine', () => {
    for (const spec of ENGINE_SPECS) {
      expect(spec.timeGrains).toEqual(TIME_GRAINS.map((grain) => grain.duration));
      for (const grain of TIME_GRAINS) {
        const expression = spec.timeGrainExpression('"ts"', grain.duration);
        expect(expression).toContain('"ts"');
        expect(expression).not.toContain('{col}');
      }
      expect(spec.timeGrainExpression('"ts"', null)).toBe('"ts"');
      expect(spec.timeGrainExpression('"ts"', 'P2W')).toBeNull();
    }
    expect(engineSpecByName('postgresql')!.timeGrainExpression('ts', 'P1M')).toBe("DATE_TRUNC('month', ts)");
  });
});
