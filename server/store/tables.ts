// Typed rows of the metadata database. Portable across SQLite and PostgreSQL:
// booleans are integers 0/1, timestamps are ISO 8601 UTC text (sortable), JSON is text.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1: SQLite cannot bind JavaScript booleans, so both stores keep integers. */
export type Flag = number;

/** What every object people create and change carries (Superset's AuditMixinNullable). */
export interface AuditColumns {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** An object Superset may manage from outside (ImportExportMixin's is_managed_externally). */
export interface ManagedExternallyColumns {
  is_managed_externally: Flag;
  external_url: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  active: Flag;
  created_on: string;
  changed_on: string;
  last_login: string | null;
  /** Bumped when the password changes or the user is deactivated: JWTs carrying an older one fail. */
  token_version: Generated<number>;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

/** A (permission, view) pair such as (can_write, Dashboard). */
export interface PermissionViewTable {
  id: Generated<number>;
  permission: string;
  view_menu: string;
}

export interface RolePermissionViewTable {
  role_id: number;
  permission_view_id: number;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the opaque id in the cookie: a leaked table does not leak sessions. */
  id: string;
  user_id: number;
  csrf_token: string;
  created_on: string;
  expires_on: string;
}

export interface DatabasesTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  backend: string;
  /** SQLAlchemy-style connection URL without the password, e.g. duckdb:////data/examples.duckdb. */
  sqlalchemy_uri: string;
  password_encrypted: string | null;
  expose_in_sqllab: Flag;
  allow_run_async: Flag;
  allow_dml: Flag;
  allow_ctas: Flag;
  allow_cvas: Flag;
  allow_file_upload: Flag;
  allow_multi_catalog: Flag;
  disable_data_preview: Flag;
  /** SQL may use the engine's file functions and statements; DuckDB opens with external access. */
  allow_file_access: Generated<Flag>;
  force_ctas_schema: string | null;
  extra: string | null;
  /** sqlalchemy_form or dynamic_form (Superset's configuration_method). */
  configuration_method: Generated<string>;
  /** Seconds charts of this database stay cached; null: the default. */
  cache_timeout: number | null;
}

export interface MetadataTables {
  users: UsersTable;
  roles: RolesTable;
  permission_view: PermissionViewTable;
  role_permission_view: RolePermissionViewTable;
  user_role: UserRoleTable;
  sessions: SessionsTable;
  databases: DatabasesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type DatabaseRow = Selectable<DatabasesTable>;
export type NewDatabaseRow = Insertable<DatabasesTable>;
export type DatabaseUpdate = Updateable<DatabasesTable>;

export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}

export function nowIso(): string {
  return new Date().toISOString();
}
