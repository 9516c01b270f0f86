// Row level security rules as administrators manage them (Superset 3.1's /api/v1/rowlevelsecurity/):
// list, show, create, change, delete, bulk delete and the related datasets and roles. Datasets and
// roles must exist, names are unique, and the clause must be one SQL condition by the checks
// custom SQL gets (checkAdhocClause) in the dialect of every dataset it applies to — 422 with
// field messages otherwise. Each write is one transaction.
import { checkAdhocClause } from '../../../lib/sql/index.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { engineSpecByName } from '../../engines/registry.ts';
import { isConstraintViolation } from '../../store/constraintErrors.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  datasetsByIds,
  deleteRlsRules,
  findRlsRule,
  insertRlsRule,
  listRlsRules,
  type RlsRuleRow,
  type RlsWrite,
  relatedRlsRoles,
  relatedRlsTables,
  rlsNameTaken,
  updateRlsRule,
} from '../../store/repositories/rowLevelSecurityRepository.ts';
import { existingRoleIds } from '../../store/repositories/userAdminRepository.ts';
import { humanizeDelta } from '../shared/humanize.ts';
import { type ListQuery, listReplyOf } from '../shared/listRequests.ts';
import { type FieldMessages, LoupeError, notFound } from '../shared/loupeError.ts';
import { type RelatedQuery, relatedPageOf } from '../shared/relatedValues.ts';
import type { Principal } from './principal.ts';
import { rlsListRequest } from './securityListQueries.ts';

type RlsRule = components['schemas']['RlsRule'];
type RlsPost = components['schemas']['RlsPostBody'];
type RlsPut = components['schemas']['RlsPutBody'];

export const RLS_NAME_TAKEN = 'A rule with this name already exists.';
export const UNKNOWN_DATASETS = 'Some datasets do not exist.';
export const UNKNOWN_RLS_ROLES = 'Some roles do not exist.';

function toRule(row: RlsRuleRow): RlsRule {
  return {
    id: row.id,
    name: row.name,
    filter_type: row.filter_type as RlsRule['filter_type'],
    tables: row.tables,
    roles: row.roles,
    clause: row.clause,
    group_key: row.group_key,
    description: row.description,
  };
}

export function createRowLevelSecurityAdmin(db: MetadataDb) {
  async function shown(id: number) {
    const row = await findRlsRule(db, id);
    if (!row) throw notFound();
    return { id, result: toRule(row) };
  }

  /** Every problem of the fields given, as 422 field messages. */
  async function check(
    body: RlsPut,
    exceptId: number | null,
    currentTables: readonly number[],
  ): Promise<void> {
    const messages: FieldMessages = {};
    if (body.name !== undefined && (await rlsNameTaken(db, body.name, exceptId)))
      messages.name = [RLS_NAME_TAKEN];
    const tableIds = body.tables ?? currentTables;
    const datasets = await datasetsByIds(db, tableIds);
    if (body.tables !== undefined && datasets.length !== new Set(body.tables).size)
      messages.tables = [UNKNOWN_DATASETS];
    if (body.roles !== undefined) {
      const known = await existingRoleIds(db, body.roles);
      if (body.roles.some((id) => !known.has(id))) messages.roles = [UNKNOWN_RLS_ROLES];
    }
    if (body.clause !== undefined) {
      const dialects = new Set(datasets.map((d) => engineSpecByName(d.backend)?.dialect ?? 'generic'));
      for (const dialect of dialects.size > 0 ? dialects : new Set(['generic' as const])) {
        const checked = checkAdhocClause(body.clause, dialect);
        if (!checked.ok) {
          messages.clause = [checked.message];
          break;
        }
      }
    }
    if (Object.keys(messages).length > 0)
      throw new LoupeError(422, messages, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
  }

  function writeOf(body: RlsPut): Partial<RlsWrite> {
    return {
      name: body.name,
      filterType: body.filter_type,
      groupKey: body.group_key === undefined ? undefined : body.group_key || null,
      clause: body.clause,
      description: body.description,
      tableIds: body.tables,
      roleIds: body.roles,
    };
  }

  async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isConstraintViolation(error))
        throw new LoupeError(422, { name: [RLS_NAME_TAKEN] }, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
      throw error;
    }
  }

  return {
    async list(q: ListQuery | undefined) {
      const { count, rows } = await listRlsRules(db, rlsListRequest(q));
      const now = new Date();
      return listReplyOf(
        count,
        rows.map((row) => ({
          ...toRule(row),
          changed_on_delta_humanized: humanizeDelta(new Date(row.changed_on), now),
          changed_by: row.changed_by,
        })),
      );
    },

    get: shown,

    async create(caller: Principal, body: RlsPost) {
      await check(body, null, []);
      const write = writeOf(body) as RlsWrite;
      const id = await unlessNameTaken(() =>
        insertRlsRule(
          db,
          { ...write, groupKey: write.groupKey ?? null, description: write.description ?? null },
          caller.user.id,
        ),
      );
      return shown(id);
    },

    async update(caller: Principal, id: number, body: RlsPut) {
      const current = await findRlsRule(db, id);
      if (!current) throw notFound();
      // New datasets may be on another engine: the kept clause is checked in their dialect too.
      const clause = body.clause ?? (body.tables !== undefined ? current.clause : undefined);
      await check(
        { ...body, clause },
        id,
        current.tables.map((t) => t.id),
      );
      await unlessNameTaken(() => updateRlsRule(db, id, writeOf(body), caller.user.id));
      return shown(id);
    },

    async delete(id: number) {
      if (!(await deleteRlsRules(db, [id]))) throw notFound();
      return { message: 'OK' };
    },

    async bulkDelete(ids: readonly number[]) {
      if (!(await deleteRlsRules(db, ids))) throw notFound();
      return { message: `Deleted ${new Set(ids).size} rules` };
    },

    async related(column: 'tables' | 'roles', query: RelatedQuery | undefined) {
      const page = relatedPageOf(query, 25, 100);
      const found =
        column === 'tables'
          ? await relatedRlsTables(db, query?.filter ?? '', page)
          : await relatedRlsRoles(db, query?.filter ?? '', page);
      return { count: found.count, result: found.values.map((value) => ({ ...value, extra: {} })) };
    },
  };
}

export type RowLevelSecurityAdmin = ReturnType<typeof createRowLevelSecurityAdmin>;
