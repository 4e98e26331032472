// The one database interface every function codes against. It lives apart from
// database.ts (which picks the adapter) so adapters can implement it without
// importing the module that imports them.
export interface Database {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}
