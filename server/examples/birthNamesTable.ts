// `birth_names`: yearly counts of baby names per US state, 1965–2008, like Superset's example.
// 44 years × 11 states × 100 names = 48,400 rows.
import { sqlStringList, uniform } from './sqlLiterals.ts';

const BOY_NAMES = [
  'Michael',
  'James',
  'John',
  'Robert',
  'David',
  'William',
  'Christopher',
  'Joseph',
  'Daniel',
  'Matthew',
  'Richard',
  'Thomas',
  'Anthony',
  'Joshua',
  'Andrew',
  'Brian',
  'Kevin',
  'Mark',
  'Steven',
  'Jason',
  'Eric',
  'Charles',
  'Ryan',
  'Jeffrey',
  'Timothy',
  'Scott',
  'Paul',
  'Kenneth',
  'Jonathan',
  'Nicholas',
  'Gregory',
  'Stephen',
  'Justin',
  'Brandon',
  'Jose',
  'Benjamin',
  'Adam',
  'Aaron',
  'Patrick',
  'Samuel',
  'Tyler',
  'Jacob',
  'Zachary',
  'Nathan',
  'Kyle',
  'Alexander',
  'Ethan',
  'Noah',
  'Dylan',
  'Luis',
];

const GIRL_NAMES = [
  'Jennifer',
  'Jessica',
  'Ashley',
  'Sarah',
  'Amanda',
  'Elizabeth',
  'Melissa',
  'Michelle',
  'Stephanie',
  'Emily',
  'Lisa',
  'Nicole',
  'Heather',
  'Amy',
  'Kimberly',
  'Angela',
  'Rebecca',
  'Laura',
  'Mary',
  'Rachel',
  'Christina',
  'Megan',
  'Lauren',
  'Samantha',
  'Hannah',
  'Kelly',
  'Andrea',
  'Julie',
  'Karen',
  'Susan',
  'Emma',
  'Olivia',
  'Madison',
  'Abigail',
  'Isabella',
  'Alyssa',
  'Brittany',
  'Danielle',
  'Tiffany',
  'Katherine',
  'Maria',
  'Anna',
  'Grace',
  'Chloe',
  'Victoria',
  'Natalie',
  'Sophia',
  'Alexis',
  'Taylor',
  'Kayla',
];

/** Two-letter states as in Superset's example, with a relative size; `other` sums the rest. */
const STATES: ReadonlyArray<readonly [state: string, size: number]> = [
  ['CA', 12],
  ['TX', 8],
  ['NY', 7],
  ['FL', 6],
  ['IL', 5],
  ['PA', 5],
  ['OH', 4],
  ['MI', 4],
  ['NJ', 3],
  ['MA', 2],
  ['other', 30],
];

export const BIRTH_NAMES_FIRST_YEAR = 1965;
export const BIRTH_NAMES_LAST_YEAR = 2008;

export function birthNamesTableSql(seed: number): string {
  const names = [
    ...BOY_NAMES.map((n) => [n, 'boy'] as const),
    ...GIRL_NAMES.map((n) => [n, 'girl'] as const),
  ];
  return `
CREATE TABLE birth_names AS
WITH names AS (
  SELECT
    unnest(${sqlStringList(names.map(([n]) => n))}) AS name,
    unnest(${sqlStringList(names.map(([, g]) => g))}) AS gender,
    unnest(range(${names.length})) AS name_index
),
states AS (
  SELECT
    unnest(${sqlStringList(STATES.map(([s]) => s))}) AS state,
    unnest([${STATES.map(([, size]) => size).join(', ')}]) AS size,
    unnest(range(${STATES.length})) AS state_index
),
years AS (SELECT range AS year FROM range(${BIRTH_NAMES_FIRST_YEAR}, ${BIRTH_NAMES_LAST_YEAR + 1})),
grid AS (
  SELECT
    year, state, size, name, gender, name_index,
    (year - ${BIRTH_NAMES_FIRST_YEAR}) * 100000 + state_index * 1000 + name_index AS i
  FROM years CROSS JOIN states CROSS JOIN names
),
counted AS (
  SELECT *,
    CAST(greatest(5, round(
      size * 60.0
      / (1 + (name_index % 50) * 0.15)
      * (0.6 + 0.8 * ${uniform(seed, 21)})
      * (1 + 0.5 * sin((year - 1965) / 7.0 + (name_index % 50)))
    )) AS BIGINT) AS num
  FROM grid
)
SELECT
  make_timestamp(year, 1, 1, 0, 0, 0) AS ds,
  gender,
  name,
  num,
  state,
  CASE WHEN gender = 'boy' THEN num ELSE 0 END AS num_boys,
  CASE WHEN gender = 'girl' THEN num ELSE 0 END AS num_girls
FROM counted
ORDER BY ds, state, gender, name`;
}
