// Reading tab state requests: the client's queryEditor (renamed to the server's fields, spec §3:
// name → label, dbId → database_id, remoteId → saved_query_id, templateParams → template_params,
// queryLimit → query_limit, hideLeftBar → hide_left_bar) and the PUT fields, which Superset's
// client sends as a form of JSON texts.
import type { TabStateUpdate } from '../../store/sqlLabStateTables.ts';
import { type FieldMessages, invalidPayload } from '../shared/loupeError.ts';

export type BodyEncoding = 'form' | 'json';

export const DEFAULT_LABEL = 'Untitled Query';
export const DEFAULT_SQL = 'SELECT ...';

type Kind = 'integer' | 'text' | 'boolean' | 'json';

const UPDATE_FIELDS: Record<string, Kind> = {
  database_id: 'integer',
  catalog: 'text',
  schema: 'text',
  sql: 'text',
  label: 'text',
  query_limit: 'integer',
  latest_query_id: 'text',
  saved_query_id: 'integer',
  template_params: 'json',
  hide_left_bar: 'boolean',
  autorun: 'boolean',
  extra_json: 'json',
};

/** A form value: its JSON, or the text itself when it is not JSON (text fields only). */
export function decodeFormValue(
  text: string,
  textFallback: boolean,
): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return textFallback ? { ok: true, value: text } : { ok: false };
  }
}

function convert(kind: Kind, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (value === null)
    return kind === 'boolean' ? { ok: false, message: 'Not a valid boolean.' } : { ok: true, value };
  switch (kind) {
    case 'integer':
      return Number.isInteger(value) ? { ok: true, value } : { ok: false, message: 'Not a valid integer.' };
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 };
      if (value === 0 || value === 1) return { ok: true, value };
      return { ok: false, message: 'Not a valid boolean.' };
    case 'text':
      if (typeof value === 'string') return { ok: true, value };
      if (typeof value === 'number') return { ok: true, value: String(value) };
      return { ok: false, message: 'Not a valid string.' };
    case 'json':
      return { ok: true, value: typeof value === 'string' ? value : JSON.stringify(value) };
  }
}

/** The columns a PUT changes (absent fields are left alone; unknown fields are ignored). */
export function tabStateChanges(body: Record<string, unknown>, encoding: BodyEncoding): TabStateUpdate {
  const changes: Record<string, unknown> = {};
  const errors: FieldMessages = {};
  for (const [field, kind] of Object.entries(UPDATE_FIELDS)) {
    if (!(field in body) || body[field] === undefined) continue;
    let value: unknown = body[field];
    if (encoding === 'form' && typeof value === 'string') {
      const decoded = decodeFormValue(value, kind !== 'integer' && kind !== 'boolean');
      if (!decoded.ok) {
        errors[field] = ['Not a valid JSON value.'];
        continue;
      }
      value = decoded.value;
    }
    const converted = convert(kind, value);
    if (converted.ok) changes[field] = converted.value;
    else errors[field] = [converted.message];
  }
  if (Object.keys(errors).length > 0) throw invalidPayload(errors);
  return changes as TabStateUpdate;
}

/** The queryEditor of POST /tabstateview/ (JSON text or an object) as a record. */
export function readQueryEditor(value: unknown): Record<string, unknown> {
  let editor = value;
  if (typeof value === 'string') {
    const decoded = decodeFormValue(value, false);
    if (!decoded.ok) throw invalidPayload({ queryEditor: ['Not a valid JSON value.'] });
    editor = decoded.value;
  }
  if (typeof editor !== 'object' || editor === null || Array.isArray(editor)) {
    throw invalidPayload({ queryEditor: ['Not a valid mapping type.'] });
  }
  return editor as Record<string, unknown>;
}

/** The client's editor fields under the server's names, checked as a PUT would check them. */
export function tabStateFromEditor(editor: Record<string, unknown>): TabStateUpdate {
  const renamed: Record<string, unknown> = {
    label: editor.name ?? editor.title ?? DEFAULT_LABEL,
    database_id: editor.dbId ?? null,
    catalog: editor.catalog ?? null,
    schema: editor.schema ?? null,
    sql: editor.sql ?? DEFAULT_SQL,
    query_limit: editor.queryLimit ?? null,
    hide_left_bar: editor.hideLeftBar ?? false,
    saved_query_id: editor.remoteId ?? null,
    template_params: editor.templateParams ?? null,
    autorun: editor.autorun ?? false,
  };
  if (editor.latestQueryId !== undefined) renamed.latest_query_id = editor.latestQueryId;
  try {
    return tabStateChanges(renamed, 'json');
  } catch (error) {
    if (error instanceof Error && 'detail' in error && typeof error.detail === 'object') {
      throw invalidPayload({ queryEditor: error.detail as FieldMessages });
    }
    throw error;
  }
}
