// One request the handler tests send to an operation, and the status it must get.
export interface Scenario {
  name: string;
  signedIn?: boolean;
  /** The concrete path, for operations with path parameters. */
  path?: string;
  /** The rison `q`. */
  query?: string;
  /** Other query parameters. */
  search?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  expectStatus: number;
}
