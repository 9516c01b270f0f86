// The row level security rule form (Superset 3.1's RowLevelSecurityModal): its fields, the
// checks before sending (name, one dataset at least, clause) and the request body.
import type { components } from '../../../api/schema.gen.ts';
import type { FieldErrors } from '../fieldErrors.ts';
import type { FilterType, RlsRule } from '../securityQueries.ts';
import type { Tag } from '../TagsField.tsx';

export interface RlsForm {
  name: string;
  filter_type: FilterType;
  tables: Tag[];
  roles: Tag[];
  group_key: string;
  clause: string;
  description: string;
}

export const EMPTY_RLS_FORM: RlsForm = {
  name: '',
  filter_type: 'Regular',
  tables: [],
  roles: [],
  group_key: '',
  clause: '',
  description: '',
};

export const RLS_FIELDS = ['name', 'filter_type', 'tables', 'roles', 'group_key', 'clause', 'description'];

/** A dataset as the related tables call names it: schema.table_name, or table_name. */
export function tableLabel(table: { schema: string | null; table_name: string }): string {
  return table.schema ? `${table.schema}.${table.table_name}` : table.table_name;
}

export function formOfRule(rule: RlsRule): RlsForm {
  return {
    name: rule.name,
    filter_type: rule.filter_type,
    tables: rule.tables.map((table) => ({ id: table.id, label: tableLabel(table) })),
    roles: rule.roles.map((role) => ({ id: role.id, label: role.name })),
    group_key: rule.group_key ?? '',
    clause: rule.clause,
    description: rule.description ?? '',
  };
}

export function checkRlsForm(form: RlsForm, required: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = required;
  if (form.tables.length === 0) errors.tables = required;
  if (!form.clause.trim()) errors.clause = required;
  return errors;
}

export function rlsBody(form: RlsForm): components['schemas']['RlsPostBody'] {
  return {
    name: form.name.trim(),
    filter_type: form.filter_type,
    tables: form.tables.map((table) => table.id),
    roles: form.roles.map((role) => role.id),
    clause: form.clause,
    group_key: form.group_key.trim() || null,
    description: form.description.trim() || null,
  };
}
