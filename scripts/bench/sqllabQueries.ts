// The SQL the SQL Lab bench runs on the examples `sales` table: 10 columns of mixed types
// (BIGINT, TIMESTAMP, VARCHAR ×5, INTEGER ×2, DECIMAL).
export const ROWS = 100_000;
const COLUMNS =
  'order_id, order_date, region, country, product, category, channel, customer_id, quantity, revenue';
export const SQL_100K = `SELECT ${COLUMNS} FROM sales LIMIT ${ROWS}`;
export const SQL_1_ROW = `SELECT ${COLUMNS} FROM sales LIMIT 1`;
/** 1,000,000 rows asked for, all 12 columns: the limits must cap it. */
export const SQL_1M = 'SELECT * FROM sales LIMIT 1000000';

/** The server's default LOUPE_DISPLAY_MAX_ROW: the rows SQL Lab shows of a bigger result. */
export const DEFAULT_DISPLAY_MAX_ROW = 10_000;
