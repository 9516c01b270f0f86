// `sales`: 1.2 million orders from 2021-01-01 to 2024-12-31 with growth over time, a product
// catalogue (category, list price), countries in regions, channels and discounts.
// revenue = round(quantity * unit_price * (1 - discount), 2).
import { pick, sqlString, uniform } from './sqlLiterals.ts';

export const SALES_ROWS = 1_200_000;
export const SALES_START = '2021-01-01';
export const SALES_DAYS = 1461; // 2021-01-01 .. 2024-12-31

const COUNTRIES: ReadonlyArray<readonly [country: string, region: string, weight: number]> = [
  ['United States', 'North America', 10],
  ['Canada', 'North America', 3],
  ['Mexico', 'North America', 2],
  ['Brazil', 'South America', 3],
  ['Argentina', 'South America', 1],
  ['Chile', 'South America', 1],
  ['United Kingdom', 'Europe', 4],
  ['Germany', 'Europe', 5],
  ['France', 'Europe', 4],
  ['Spain', 'Europe', 2],
  ['Italy', 'Europe', 2],
  ['Netherlands', 'Europe', 1],
  ['Sweden', 'Europe', 1],
  ['Japan', 'Asia Pacific', 4],
  ['China', 'Asia Pacific', 5],
  ['India', 'Asia Pacific', 3],
  ['South Korea', 'Asia Pacific', 2],
  ['Australia', 'Asia Pacific', 2],
  ['Singapore', 'Asia Pacific', 1],
  ['South Africa', 'Middle East & Africa', 1],
  ['United Arab Emirates', 'Middle East & Africa', 1],
  ['Nigeria', 'Middle East & Africa', 1],
];

const PRODUCTS: ReadonlyArray<readonly [product: string, category: string, listPrice: number]> = [
  ['Laptop Pro 15', 'Electronics', 1499],
  ['Laptop Air 13', 'Electronics', 999],
  ['Smartphone X', 'Electronics', 899],
  ['Smartphone Lite', 'Electronics', 399],
  ['Wireless Earbuds', 'Electronics', 149],
  ['4K Monitor', 'Electronics', 449],
  ['Tablet 11', 'Electronics', 599],
  ['Office Chair', 'Furniture', 289],
  ['Standing Desk', 'Furniture', 649],
  ['Bookshelf', 'Furniture', 179],
  ['Filing Cabinet', 'Furniture', 219],
  ['Printer Paper (5 reams)', 'Office Supplies', 39],
  ['Gel Pens (12 pack)', 'Office Supplies', 12],
  ['Stapler', 'Office Supplies', 18],
  ['Notebook Set', 'Office Supplies', 24],
  ['Desk Lamp', 'Office Supplies', 59],
  ['Running Shoes', 'Sports', 129],
  ['Yoga Mat', 'Sports', 45],
  ['Dumbbell Set', 'Sports', 199],
  ['Bicycle Helmet', 'Sports', 79],
  ['Rain Jacket', 'Clothing', 119],
  ['Wool Sweater', 'Clothing', 89],
  ['Denim Jeans', 'Clothing', 69],
  ['Cotton T-Shirt', 'Clothing', 19],
];

const CHANNELS: ReadonlyArray<readonly [channel: string, weight: number]> = [
  ['Online', 5],
  ['Retail', 3],
  ['Partner', 1],
  ['Direct', 1],
];

const DISCOUNTS: ReadonlyArray<readonly [discount: string, weight: number]> = [
  ['0.00', 10],
  ['0.05', 4],
  ['0.10', 3],
  ['0.15', 2],
  ['0.20', 1],
];

/** A DuckDB list literal where each entry appears `weight` times, for weighted picks. */
function weightedList(entries: ReadonlyArray<readonly [sql: string, weight: number]>) {
  const expanded = entries.flatMap(([sql, weight]) => Array<string>(weight).fill(sql));
  return { list: `[${expanded.join(', ')}]`, size: expanded.length };
}

export function salesTableSql(seed: number, rows: number = SALES_ROWS): string {
  const countries = weightedList(
    COUNTRIES.map(([country, region, weight]) => [
      `{'country': ${sqlString(country)}, 'region': ${sqlString(region)}}`,
      weight,
    ]),
  );
  const channels = weightedList(CHANNELS.map(([channel, weight]) => [sqlString(channel), weight]));
  const discounts = weightedList(
    DISCOUNTS.map(([discount, weight]) => [`${discount}::DECIMAL(4,2)`, weight]),
  );
  const products = `[${PRODUCTS.map(
    ([product, category, price]) =>
      `{'product': ${sqlString(product)}, 'category': ${sqlString(category)}, 'price': ${price}.0}`,
  ).join(', ')}]`;
  // sqrt of a uniform value puts more orders in later days: a business that grows.
  return `
CREATE TABLE sales AS
WITH draws AS (
  SELECT
    i,
    TIMESTAMP '${SALES_START}'
      + to_days(CAST(floor(sqrt(${uniform(seed, 1)}) * ${SALES_DAYS}) AS INTEGER))
      + to_seconds(CAST(21600 + ${pick(seed, 2, 61200)} AS BIGINT)) AS order_date,
    ${countries.list}[1 + ${pick(seed, 3, countries.size)}] AS place,
    ${products}[1 + ${pick(seed, 4, PRODUCTS.length)}] AS item,
    ${channels.list}[1 + ${pick(seed, 5, channels.size)}] AS channel,
    CAST(1 + ${pick(seed, 6, 50000)} AS INTEGER) AS customer_id,
    CAST(1 + floor(pow(${uniform(seed, 7)}, 2) * 10) AS INTEGER) AS quantity,
    ${uniform(seed, 8)} AS price_noise,
    ${discounts.list}[1 + ${pick(seed, 9, discounts.size)}] AS discount
  FROM range(${rows}) t(i)
),
priced AS (
  SELECT *, CAST(round(item.price * (0.9 + 0.2 * price_noise), 2) AS DECIMAL(10,2)) AS unit_price
  FROM draws
)
SELECT
  CAST(row_number() OVER (ORDER BY order_date, i) AS BIGINT) AS order_id,
  order_date,
  place.region AS region,
  place.country AS country,
  item.product AS product,
  item.category AS category,
  channel,
  customer_id,
  quantity,
  unit_price,
  CAST(round(quantity * unit_price * (1 - discount), 2) AS DECIMAL(12,2)) AS revenue,
  discount
FROM priced
ORDER BY order_date, i`;
}
