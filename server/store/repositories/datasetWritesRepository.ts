// Dataset writes, each one transaction: insert with its lists, update replacing the column,
// metric and owner lists given (items with an id keep their row), delete (lists cascade).
import { randomUUID } from 'node:crypto';
import {
  type DatasetDb,
  type DatasetUpdate,
  datasetTablesOf,
  type NewDatasetColumnRow,
  type NewDatasetMetricRow,
  type NewDatasetRow,
} from '../datasetTables.ts';
import type { MetadataDb } from '../metadataStore.ts';
import {
  datasetChanged,
  datasetCreated,
  datasetDeleted,
  datasetPermissionFacts,
} from './dataPermissionsRepository.ts';

/** A column or metric to keep: with the id of an existing row, that row is updated. */
export type ColumnWrite = Omit<NewDatasetColumnRow, 'dataset_id' | 'position' | 'uuid' | 'id'> & {
  id?: number;
  uuid?: string | null;
};
export type MetricWrite = Omit<NewDatasetMetricRow, 'dataset_id' | 'position' | 'uuid' | 'id'> & {
  id?: number;
  uuid?: string | null;
};

export interface DatasetWrite {
  columns?: readonly ColumnWrite[];
  metrics?: readonly MetricWrite[];
  owners?: readonly number[];
}

async function replaceColumns(t: DatasetDb, datasetId: number, columns: readonly ColumnWrite[]) {
  const kept = columns.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  await t
    .deleteFrom('dataset_columns')
    .where('dataset_id', '=', datasetId)
    .where((eb) => (kept.length ? eb('id', 'not in', kept) : eb.lit(true)))
    .execute();
  // Names move between rows (a rename and an add in one save): free them first.
  for (const id of kept) {
    await t
      .updateTable('dataset_columns')
      .set({ column_name: `\u0001${id}` })
      .where('id', '=', id)
      .execute();
  }
  for (const [position, { id, uuid, ...fields }] of columns.entries()) {
    if (id === undefined) {
      await t
        .insertInto('dataset_columns')
        .values({ ...fields, dataset_id: datasetId, position, uuid: uuid || randomUUID() })
        .execute();
    } else {
      await t
        .updateTable('dataset_columns')
        .set({ ...fields, position, ...(uuid ? { uuid } : {}) })
        .where('id', '=', id)
        .where('dataset_id', '=', datasetId)
        .execute();
    }
  }
}

async function replaceMetrics(t: DatasetDb, datasetId: number, metrics: readonly MetricWrite[]) {
  const kept = metrics.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  await t
    .deleteFrom('dataset_metrics')
    .where('dataset_id', '=', datasetId)
    .where((eb) => (kept.length ? eb('id', 'not in', kept) : eb.lit(true)))
    .execute();
  for (const id of kept) {
    await t
      .updateTable('dataset_metrics')
      .set({ metric_name: `\u0001${id}` })
      .where('id', '=', id)
      .execute();
  }
  for (const [position, { id, uuid, ...fields }] of metrics.entries()) {
    if (id === undefined) {
      await t
        .insertInto('dataset_metrics')
        .values({ ...fields, dataset_id: datasetId, position, uuid: uuid || randomUUID() })
        .execute();
    } else {
      await t
        .updateTable('dataset_metrics')
        .set({ ...fields, position, ...(uuid ? { uuid } : {}) })
        .where('id', '=', id)
        .where('dataset_id', '=', datasetId)
        .execute();
    }
  }
}

async function replaceOwners(t: DatasetDb, datasetId: number, owners: readonly number[]) {
  await t.deleteFrom('dataset_owners').where('dataset_id', '=', datasetId).execute();
  const unique = [...new Set(owners)];
  if (unique.length) {
    await t
      .insertInto('dataset_owners')
      .values(unique.map((user_id) => ({ dataset_id: datasetId, user_id })))
      .execute();
  }
}

async function writeLists(t: DatasetDb, datasetId: number, lists: DatasetWrite) {
  if (lists.columns) await replaceColumns(t, datasetId, lists.columns);
  if (lists.metrics) await replaceMetrics(t, datasetId, lists.metrics);
  if (lists.owners) await replaceOwners(t, datasetId, lists.owners);
}

/** Inserts the dataset with its lists and its permission pairs in one transaction; its id. */
export async function insertDataset(
  db: MetadataDb,
  row: NewDatasetRow,
  lists: Required<DatasetWrite>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const t = datasetTablesOf(trx);
    const { id } = await t.insertInto('datasets').values(row).returning('id').executeTakeFirstOrThrow();
    await writeLists(t, id, lists);
    for (const facts of await datasetPermissionFacts(trx, [id])) await datasetCreated(trx, facts);
    return id;
  });
}

/** Updates the dataset, replaces the lists given and renames its permission pair, in one transaction. */
export async function updateDataset(
  db: MetadataDb,
  id: number,
  changes: DatasetUpdate,
  lists: DatasetWrite,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = datasetTablesOf(trx);
    const [before] = await datasetPermissionFacts(trx, [id]);
    await t.updateTable('datasets').set(changes).where('id', '=', id).execute();
    await writeLists(t, id, lists);
    const [after] = await datasetPermissionFacts(trx, [id]);
    if (before && after) await datasetChanged(trx, before, after);
  });
}

/** Deletes the datasets (their columns, metrics, owners and permission pairs) in one transaction. */
export async function deleteDatasets(db: MetadataDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const unique = [...new Set(ids)];
    const facts = await datasetPermissionFacts(trx, unique);
    await datasetTablesOf(trx).deleteFrom('datasets').where('id', 'in', unique).execute();
    for (const dataset of facts) await datasetDeleted(trx, dataset);
  });
}
