// The checks of dataset writes, as Superset's dataset commands make them: collected field
// messages answered 422 together (DatasetInvalidError), ownership (403 'Forbidden') and the
// managed-externally refusal.
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findDatabaseById } from '../../store/repositories/databasesRepository.ts';
import {
  type DatasetFull,
  existingUserIds,
  findDatasetIdByTable,
} from '../../store/repositories/datasetsRepository.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import type { Principal } from '../security/principal.ts';
import { type FieldMessages, LoupeError } from '../shared/loupeError.ts';

type ColumnInput = components['schemas']['DatasetColumnWrite'];
type MetricInput = components['schemas']['DatasetMetricWrite'];

export const MANAGED_EXTERNALLY = "This dataset is managed externally, and can't be edited in Superset";
export const CATALOG_NOT_ALLOWED = 'Only the default catalog is supported for this connection';

export class Problems {
  readonly messages: Record<string, string[]> = {};
  add(field: string, message: string): void {
    this.messages[field] = [...(this.messages[field] ?? []), message];
  }
  get any(): boolean {
    return Object.keys(this.messages).length > 0;
  }
  /** Throws the collected messages as Superset's DatasetInvalidError (422). */
  throwIfAny(): void {
    if (this.any)
      throw new LoupeError(422, this.messages as FieldMessages, {
        errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      });
  }
}

export function assertMayChange(principal: Principal, dataset: DatasetFull): void {
  if (principal.isAdmin || dataset.owners.some((owner) => owner.id === principal.user.id)) return;
  throw new LoupeError(403, 'Forbidden', { errorType: 'GENERIC_BACKEND_ERROR' });
}

export function assertNotManagedExternally(dataset: DatasetFull): void {
  if (dataset.is_managed_externally === 1) throw new LoupeError(422, MANAGED_EXTERNALLY);
}

export async function databaseOrProblem(
  db: MetadataDb,
  id: number,
  problems: Problems,
): Promise<DatabaseRow | undefined> {
  const row = await findDatabaseById(db, id);
  if (!row) problems.add('database', 'Database does not exist');
  return row;
}

export async function checkOwners(db: MetadataDb, owners: readonly number[] | undefined, problems: Problems) {
  if (!owners || owners.length === 0) return;
  const found = await existingUserIds(db, owners);
  if (owners.some((id) => !found.has(id))) problems.add('owners', 'Owners are invalid');
}

export async function checkUnique(
  db: MetadataDb,
  table: { databaseId: number; catalog: string | null; schema: string | null; tableName: string },
  exceptId: number | null,
  problems: Problems,
): Promise<void> {
  if ((await findDatasetIdByTable(db, table, exceptId)) !== undefined)
    problems.add('table_name', `Dataset ${table.tableName} already exists`);
}

function duplicated(names: readonly string[]): boolean {
  return new Set(names).size !== names.length;
}

/** Superset's _validate_columns / _validate_metrics of UpdateDatasetCommand. */
export function checkLists(
  dataset: DatasetFull,
  columns: readonly ColumnInput[] | undefined,
  metrics: readonly MetricInput[] | undefined,
  override: boolean,
  problems: Problems,
): void {
  if (columns) {
    const ids = new Set(dataset.columns.map((c) => c.id));
    const names = new Set(dataset.columns.map((c) => c.column_name));
    if (duplicated(columns.map((c) => c.column_name)))
      problems.add('columns', 'One or more columns are duplicated');
    else if (columns.some((c) => c.id !== undefined && !ids.has(c.id)))
      problems.add('columns', 'One or more columns do not exist');
    else if (!override && columns.some((c) => c.id === undefined && names.has(c.column_name)))
      problems.add('columns', 'One or more columns already exist');
  }
  if (metrics) {
    const ids = new Set(dataset.metrics.map((m) => m.id));
    const names = new Set(dataset.metrics.map((m) => m.metric_name));
    if (duplicated(metrics.map((m) => m.metric_name)))
      problems.add('metrics', 'One or more metrics are duplicated');
    else if (metrics.some((m) => m.id !== undefined && !ids.has(m.id)))
      problems.add('metrics', 'One or more metrics do not exist');
    else if (metrics.some((m) => m.id === undefined && names.has(m.metric_name)))
      problems.add('metrics', 'One or more metrics already exist');
  }
}

/** A catalog may only be chosen on a database that allows several. */
export function checkCatalog(
  database: Pick<DatabaseRow, 'allow_multi_catalog'>,
  catalog: string | null | undefined,
  current: string | null,
  problems: Problems,
): void {
  if (catalog && catalog !== current && database.allow_multi_catalog !== 1)
    problems.add('catalog', CATALOG_NOT_ALLOWED);
}
