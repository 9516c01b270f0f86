// /tableschemaview/: the tables shown in a SQL Lab tab, as Superset's TableSchemaView. The table
// entry the client posts is kept as the description; the same table of a tab is replaced.
// Only tables of the caller's own tabs (403 / 404 otherwise).
import type { components } from '../../../src/api/schema.gen.ts';
import {
  deleteTableSchema,
  findTableSchema,
  replaceTableSchema,
  setTableSchemaExpanded,
} from '../../store/repositories/tabStatesRepository.ts';
import type { TableSchemaRow } from '../../store/sqlLabStateTables.ts';
import type { Principal } from '../security/principal.ts';
import { invalidPayload, notFound } from '../shared/loupeError.ts';
import { type BodyEncoding, decodeFormValue, readQueryEditor } from './tabStateFields.ts';
import { ownTab, type TabStateContext } from './tabStates.ts';

type TableSchemaExpanded = components['schemas']['TableSchemaExpanded'];

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : String(value);
}

function integerOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

export async function createTableSchema(
  ctx: TabStateContext,
  principal: Principal,
  body: { table: unknown },
): Promise<{ id: number }> {
  let table: Record<string, unknown>;
  try {
    table = readQueryEditor(body.table);
  } catch {
    throw invalidPayload({ table: ['Not a valid mapping type.'] });
  }
  const tabId = integerOf(table.queryEditorId);
  const name = optionalText(table.name);
  const errors: Record<string, string[]> = {};
  if (tabId === null) errors.queryEditorId = ['Not a valid integer.'];
  if (name === null) errors.name = ['Missing data for required field.'];
  const dbId = table.dbId === undefined || table.dbId === null ? null : integerOf(table.dbId);
  if (table.dbId !== undefined && table.dbId !== null && dbId === null)
    errors.dbId = ['Not a valid integer.'];
  if (Object.keys(errors).length > 0 || tabId === null || name === null)
    throw invalidPayload({ table: errors });
  await ownTab(ctx.db, principal, tabId);
  const now = new Date().toISOString();
  const row = await replaceTableSchema(ctx.db, {
    tab_state_id: tabId,
    database_id: dbId,
    catalog: optionalText(table.catalog),
    schema: optionalText(table.schema),
    table: name,
    description: JSON.stringify(table),
    expanded: 1,
    created_on: now,
    changed_on: now,
  });
  return { id: row.id };
}

async function ownTableSchema(
  ctx: TabStateContext,
  principal: Principal,
  id: number,
): Promise<TableSchemaRow> {
  const row = await findTableSchema(ctx.db, id);
  if (!row) throw notFound();
  await ownTab(ctx.db, principal, row.tab_state_id);
  return row;
}

export async function setExpanded(
  ctx: TabStateContext,
  principal: Principal,
  id: number,
  body: { expanded: unknown },
  encoding: BodyEncoding,
): Promise<TableSchemaExpanded> {
  await ownTableSchema(ctx, principal, id);
  let value = body.expanded;
  if (encoding === 'form' && typeof value === 'string') {
    const decoded = decodeFormValue(value, false);
    value = decoded.ok ? decoded.value : value;
  }
  if (typeof value !== 'boolean') throw invalidPayload({ expanded: ['Not a valid boolean.'] });
  await setTableSchemaExpanded(ctx.db, id, value);
  return { id, expanded: value };
}

export async function removeTableSchema(
  ctx: TabStateContext,
  principal: Principal,
  id: number,
): Promise<'OK'> {
  await ownTableSchema(ctx, principal, id);
  await deleteTableSchema(ctx.db, id);
  return 'OK';
}
