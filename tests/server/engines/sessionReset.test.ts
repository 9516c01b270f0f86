// Engine sessions keep nothing between users: a pooled connection is reset before it is handed
// out again (ResourcePool's reset; PostgreSQL DISCARD ALL, MySQL's connection reset), and one
// whose reset fails is closed. On the real servers, a query that changes its session (a setting
// by set_config, a user variable) leaves nothing for the statements after it.
import { describe, expect, it } from 'vitest';
import { engineSpecByName } from '../../../server/engines/registry.ts';
import { ResourcePool } from '../../../server/engines/resourcePool.ts';
import { MARIADB_URI, POSTGRES_URI } from '../../support/analysedDatabases.ts';

function open(backend: 'postgresql' | 'mysql', uri: string) {
  const spec = engineSpecByName(backend)!;
  const { settings, password } = spec.parseUri(uri);
  return spec.open({ ...settings, password }, { poolSize: 2 });
}

describe('ResourcePool reset', () => {
  it('resets a released resource before the next lease, and closes one whose reset fails', async () => {
    const resets: number[] = [];
    const destroyed: number[] = [];
    let next = 0;
    const pool = new ResourcePool<{ id: number; failReset: boolean }>({
      max: 1,
      create: async () => ({ id: ++next, failReset: false }),
      destroy: (resource) => {
        destroyed.push(resource.id);
      },
      reset: async (resource) => {
        resets.push(resource.id);
        if (resource.failReset) throw new Error('reset failed');
      },
    });
    const first = await pool.acquire();
    first.release();
    const again = await pool.acquire();
    expect(again.resource.id).toBe(1);
    expect(resets).toEqual([1]);
    again.resource.failReset = true;
    again.release();
    const fresh = await pool.acquire();
    expect(fresh.resource.id).toBe(2);
    expect(destroyed).toEqual([1]);
    fresh.release();
    await pool.close();
    expect(destroyed).toEqual([1, 2]);
  });
});

describe('pooled sessions on the servers', () => {
  it('PostgreSQL: a setting changed by a query is gone for the next statements', async () => {
    const pool = open('postgresql', POSTGRES_URI);
    try {
      const before = (await pool.execute('SHOW work_mem')).rows;
      expect((await pool.execute("SELECT set_config('work_mem', '77MB', false) AS w")).rows).toEqual([
        ['77MB'],
      ]);
      for (let index = 0; index < 4; index++)
        expect((await pool.execute('SHOW work_mem')).rows).toEqual(before);
    } finally {
      await pool.close();
    }
  });

  it('MySQL / MariaDB: a user variable set by a query is gone for the next statements', async () => {
    const pool = open('mysql', MARIADB_URI);
    try {
      expect((await pool.execute('SELECT @loupe_reset := 5 AS v')).rows).toEqual([[5]]);
      for (let index = 0; index < 4; index++)
        expect((await pool.execute('SELECT @loupe_reset AS v')).rows).toEqual([[null]]);
    } finally {
      await pool.close();
    }
  });
});
