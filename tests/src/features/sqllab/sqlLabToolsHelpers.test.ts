// The SQL Lab tools' pure helpers: template parameters, history durations, requested queries.
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../../src/features/sqllab/historyFormat.ts';
import { requestedQueryOf } from '../../../../src/features/sqllab/openRequestedQuery.ts';
import {
  parseTemplateParams,
  templateParamCount,
  templateParamsOrEmpty,
} from '../../../../src/features/sqllab/templateParams.ts';
import { exportCsvUrl, permalinkUrl } from '../../../../src/features/sqllab/toolsApi.ts';

describe('template parameters', () => {
  it('parses JSON objects; blank is empty; anything else is invalid', () => {
    expect(parseTemplateParams('{"a": 1}')).toEqual({ valid: true, params: { a: 1 } });
    expect(parseTemplateParams('  ')).toEqual({ valid: true, params: {} });
    expect(parseTemplateParams(null)).toEqual({ valid: true, params: {} });
    for (const text of ['[1]', '1', '"a"', 'null', '{"a": ', '{a: 1}']) {
      expect(parseTemplateParams(text)).toEqual({ valid: false });
    }
  });

  it('counts the keys of valid parameters, and sends {} for invalid ones', () => {
    expect(templateParamCount('{"a": 1, "b": {"c": 2}}')).toBe(2);
    expect(templateParamCount('{"a": ')).toBe(0);
    expect(templateParamsOrEmpty('{"a": ')).toEqual({});
    expect(templateParamsOrEmpty('{"name": "Loupe"}')).toEqual({ name: 'Loupe' });
  });
});

describe('formatDuration', () => {
  it('writes HH:mm:ss.SS, empty while the query runs', () => {
    expect(formatDuration(1000, 2234)).toBe('00:00:01.23');
    expect(formatDuration(0, 3_723_450)).toBe('01:02:03.45');
    expect(formatDuration(1000, null)).toBe('');
    expect(formatDuration(null, 1000)).toBe('');
  });
});

describe('requestedQueryOf', () => {
  it('reads a requested query from a navigation state', () => {
    expect(requestedQueryOf({ requestedQuery: { sql: 'SELECT 1', dbId: 2, schema: 'main' } })).toEqual({
      sql: 'SELECT 1',
      dbId: 2,
      catalog: null,
      schema: 'main',
      name: null,
      templateParams: null,
      autorun: false,
    });
  });

  it('ignores states without one, or without SQL', () => {
    expect(requestedQueryOf(null)).toBeNull();
    expect(requestedQueryOf({ other: 1 })).toBeNull();
    expect(requestedQueryOf({ requestedQuery: { dbId: 1 } })).toBeNull();
  });
});

describe('addresses', () => {
  it('builds the export and permalink addresses', () => {
    expect(exportCsvUrl('abc_1')).toBe('/api/v1/sqllab/export/abc_1/');
    expect(permalinkUrl('http://host:8088', 'k1')).toBe('http://host:8088/sqllab/p/k1');
  });
});
