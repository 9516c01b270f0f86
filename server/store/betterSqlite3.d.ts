// The part of better-sqlite3's API the metadata store and the SQLite engine use (the package
// ships no types).
declare module 'better-sqlite3' {
  export interface Statement {
    readonly reader: boolean;
    all(...parameters: unknown[]): unknown[];
    get(...parameters: unknown[]): unknown;
    run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
    iterate(...parameters: unknown[]): IterableIterator<unknown>;
  }
  export interface Database {
    prepare(sql: string): Statement;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    exec(sql: string): Database;
    close(): Database;
    /** A user-defined SQL function (the SQLite engine's regexp). */
    function(
      name: string,
      options: { deterministic?: boolean },
      implementation: (...args: unknown[]) => unknown,
    ): Database;
  }
  interface DatabaseOptions {
    readonly?: boolean;
    fileMustExist?: boolean;
    timeout?: number;
  }
  const Database: new (filename: string, options?: DatabaseOptions) => Database;
  export default Database;
}
