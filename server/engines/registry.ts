// The engines Loupe connects to, found by backend name or by the scheme of a SQLAlchemy URI
// (`postgresql+psycopg2://…` → PostgreSQL, `mariadb://…` → MySQL).
import { uriScheme } from './connectionUri.ts';
import { duckdbEngineSpec } from './duckdb.ts';
import type { Backend, EngineSpec } from './engineSpec.ts';
import { mysqlEngineSpec } from './mysql.ts';
import { postgresEngineSpec } from './postgres.ts';
import { sqliteEngineSpec } from './sqlite.ts';

export const ENGINE_SPECS: readonly EngineSpec[] = [
  duckdbEngineSpec,
  postgresEngineSpec,
  mysqlEngineSpec,
  sqliteEngineSpec,
];

export function isBackend(name: string): name is Backend {
  return ENGINE_SPECS.some((spec) => spec.backend === name);
}

/** The spec of a backend (`postgresql`) or of one of its URI schemes (`postgres`, `mariadb`). */
export function engineSpecByName(name: string | null | undefined): EngineSpec | undefined {
  if (!name) return undefined;
  const wanted = name.toLowerCase();
  return ENGINE_SPECS.find((spec) => spec.backend === wanted || spec.uriSchemes.includes(wanted));
}

/** The spec for a SQLAlchemy URI, by its scheme; undefined for unknown schemes. */
export function engineSpecForUri(uri: string): EngineSpec | undefined {
  return engineSpecByName(uriScheme(uri));
}
