// A query every request runs, compiled once per database handle and then executed with its
// parameters: building and compiling a Kysely query costs more than a primary-key lookup itself
// (≈ 33 µs against ≈ 9 µs on SQLite), which matters on the per-request path.
import { type Compilable, CompiledQuery } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';

/**
 * `build` is called once per database with placeholder values, in the order the parameters are
 * later given; the returned function runs the compiled statement with the real ones.
 */
export function precompiledQuery<R>(build: (db: MetadataDb) => Compilable<R>) {
  const compiled = new WeakMap<MetadataDb, CompiledQuery<R>>();
  return async (db: MetadataDb, parameters: readonly unknown[]): Promise<R[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    const result = await db.executeQuery<R>(
      CompiledQuery.raw(query.sql, [...parameters]) as CompiledQuery<R>,
    );
    return result.rows;
  };
}
