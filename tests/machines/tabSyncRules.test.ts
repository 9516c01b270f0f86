import { describe, expect, it } from 'vitest';
import { fromTabState, isNotFound, newerTab, toTabStateUpdate } from '../../machines/tabSync/index.ts';
import { localTab } from './tabSyncSupport.ts';

describe('toTabStateUpdate', () => {
  it('maps the tab to the PUT fields and omits undefined ones', () => {
    expect(
      toTabStateUpdate({
        id: '7',
        name: 'Q',
        sql: 'SELECT 1',
        dbId: 3,
        catalog: null,
        schema: 'main',
        queryLimit: 100,
        latestQueryId: 'abc',
        remoteId: 12,
        templateParams: '{"a": 1}',
        hideLeftBar: false,
        autorun: true,
        updatedAt: 99,
        version: 2,
        cursorPosition: { row: 1, column: 2 },
      }),
    ).toEqual({
      database_id: 3,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 1',
      label: 'Q',
      query_limit: 100,
      latest_query_id: 'abc',
      saved_query_id: 12,
      template_params: '{"a": 1}',
      hide_left_bar: false,
      autorun: true,
      extra_json: '{"updatedAt":99,"version":2}',
    });
    expect(toTabStateUpdate({ id: '7', name: 'Q', sql: '' })).toEqual({
      sql: '',
      label: 'Q',
      extra_json: '{"version":1}',
    });
  });
});

describe('fromTabState', () => {
  it('renames the server fields and reads updatedAt and version from extra_json', () => {
    expect(
      fromTabState({
        id: 7,
        label: 'Q',
        sql: 'SELECT 1',
        database_id: 3,
        catalog: null,
        schema: 'main',
        query_limit: 100,
        latest_query: { id: 'abc' },
        saved_query: { id: 12 },
        template_params: null,
        hide_left_bar: true,
        autorun: false,
        extra_json: '{"updatedAt": 99, "version": 1}',
      }),
    ).toEqual({
      id: '7',
      name: 'Q',
      sql: 'SELECT 1',
      dbId: 3,
      catalog: null,
      schema: 'main',
      queryLimit: 100,
      latestQueryId: 'abc',
      remoteId: 12,
      templateParams: null,
      hideLeftBar: true,
      autorun: false,
      updatedAt: 99,
      version: 1,
      loaded: true,
      inLocalStorage: false,
    });
  });

  it('survives a broken extra_json', () => {
    expect(fromTabState({ id: 1, extra_json: '{oops' })).toEqual({
      id: '1',
      name: '',
      sql: '',
      loaded: true,
      inLocalStorage: false,
    });
  });
});

describe('newerTab', () => {
  it('keeps the newer updatedAt, the local copy on a tie, the server copy of a stub', () => {
    const local = localTab({ updatedAt: 10 });
    expect(newerTab(local, { ...local, updatedAt: 11 })).toBe('server');
    expect(newerTab(local, { ...local, updatedAt: 9 })).toBe('local');
    expect(newerTab(local, { ...local, updatedAt: 10 })).toBe('local');
    expect(newerTab(local, { ...local, updatedAt: undefined })).toBe('local');
    expect(newerTab({ ...local, loaded: false }, { ...local, updatedAt: 1 })).toBe('server');
  });
});

describe('isNotFound', () => {
  it('reads the status of a failed call', () => {
    expect(isNotFound({ status: 404 })).toBe(true);
    expect(isNotFound({ response: { status: 404 } })).toBe(true);
    expect(isNotFound({ status: 500 })).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
