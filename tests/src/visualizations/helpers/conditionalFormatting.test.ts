import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAlpha,
  COMPARATOR,
  COMPARATORS,
  cellBackground,
  colorFormattersOf,
  getColorFunction,
  getOpacity,
  isCompleteRule,
  keyedCellBackground,
  ruleLabel,
} from '../../../../src/visualizations/helpers/conditionalFormatting.ts';

const GREEN = '#ACE1C4';
const values = [0, 10, 20, 50, 100];
const colorOf = (rule: Record<string, unknown>, value: number) =>
  getColorFunction({ column: 'x', colorScheme: GREEN, ...rule }, values)(value);

describe('conditional formatting rules (Superset getColorFunction)', () => {
  it.each([
    // operator, rule values, value → colour (alpha = opacity × 255 as hex)
    [COMPARATOR.NONE, {}, 0, `${GREEN}00`],
    [COMPARATOR.NONE, {}, 50, `${GREEN}80`],
    [COMPARATOR.NONE, {}, 100, `${GREEN}FF`],
    [COMPARATOR.GREATER_THAN, { targetValue: 20 }, 20, undefined],
    [COMPARATOR.GREATER_THAN, { targetValue: 20 }, 100, `${GREEN}FF`],
    [COMPARATOR.GREATER_THAN, { targetValue: 20 }, 60, `${GREEN}87`],
    [COMPARATOR.LESS_THAN, { targetValue: 20 }, 10, `${GREEN}87`],
    [COMPARATOR.LESS_THAN, { targetValue: 20 }, 20, undefined],
    [COMPARATOR.GREATER_OR_EQUAL, { targetValue: 20 }, 20, `${GREEN}0D`],
    [COMPARATOR.LESS_OR_EQUAL, { targetValue: 20 }, 0, `${GREEN}FF`],
    [COMPARATOR.EQUAL, { targetValue: 50 }, 50, `${GREEN}FF`],
    [COMPARATOR.EQUAL, { targetValue: 50 }, 51, undefined],
    [COMPARATOR.NOT_EQUAL, { targetValue: 50 }, 50, undefined],
    [COMPARATOR.NOT_EQUAL, { targetValue: 50 }, 100, `${GREEN}FF`],
    [COMPARATOR.BETWEEN, { targetValueLeft: 10, targetValueRight: 50 }, 10, undefined],
    [COMPARATOR.BETWEEN, { targetValueLeft: 10, targetValueRight: 50 }, 30, `${GREEN}87`],
    [COMPARATOR.BETWEEN_OR_EQUAL, { targetValueLeft: 10, targetValueRight: 50 }, 50, `${GREEN}FF`],
    [COMPARATOR.BETWEEN_OR_LEFT_EQUAL, { targetValueLeft: 10, targetValueRight: 50 }, 50, undefined],
    [COMPARATOR.BETWEEN_OR_RIGHT_EQUAL, { targetValueLeft: 10, targetValueRight: 50 }, 10, undefined],
  ])('%s %o at %d → %s', (operator, rule, value, color) => {
    expect(colorOf({ operator, ...rule }, value)).toBe(color);
  });

  it('an incomplete rule matches nothing', () => {
    expect(isCompleteRule({ column: 'x', colorScheme: GREEN, operator: COMPARATOR.GREATER_THAN })).toBe(
      false,
    );
    expect(
      isCompleteRule({ column: 'x', colorScheme: GREEN, operator: COMPARATOR.BETWEEN, targetValueLeft: 1 }),
    ).toBe(false);
    expect(isCompleteRule({ column: 'x', operator: COMPARATOR.NONE })).toBe(false);
    expect(colorOf({ operator: COMPARATOR.GREATER_THAN }, 100)).toBeUndefined();
  });

  it('opacity runs from the cutoff to the extreme, capped at 1', () => {
    expect(getOpacity(20, 20, 100)).toBe(0.05);
    expect(getOpacity(100, 20, 100)).toBe(1);
    expect(getOpacity(500, 20, 100)).toBe(1);
    expect(getOpacity(7, 7, 7)).toBe(1);
    expect(addAlpha('#ACE1C4', 0.5)).toBe('#ACE1C480');
    expect(addAlpha('rgb(1,2,3)', 0.5)).toBe('rgb(1,2,3)');
  });

  it('no rule throws, and a colour is always the rule’s with an alpha byte (property)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            column: fc.constant('x'),
            operator: fc.oneof(fc.constantFrom(...COMPARATORS), fc.anything()),
            targetValue: fc.oneof(fc.double(), fc.string(), fc.anything()),
            targetValueLeft: fc.oneof(fc.double(), fc.anything()),
            targetValueRight: fc.oneof(fc.double(), fc.anything()),
            colorScheme: fc.constantFrom(GREEN, '#FDE380'),
          },
          { requiredKeys: ['column', 'colorScheme'] },
        ),
        fc.array(fc.double({ noNaN: true }), { maxLength: 20 }),
        fc.double(),
        (rule, column, value) => {
          const rows = column.map((x) => ({ x }));
          const [formatter] = colorFormattersOf([rule], rows);
          const color = formatter?.getColorFromValue(value);
          if (color !== undefined) expect(color).toMatch(new RegExp(`^${rule.colorScheme}[0-9A-F]{2}$`));
        },
      ),
    );
  });

  it('reads saved form data leniently: numeric strings count, junk rules are skipped', () => {
    const formatters = colorFormattersOf(
      [null, 'x', { column: 'x', operator: '>', targetValue: '20', colorScheme: GREEN }, { column: 'x' }],
      values.map((x) => ({ x })),
    );
    expect(formatters).toHaveLength(1);
    expect(formatters[0]!.getColorFromValue(100)).toBe(`${GREEN}FF`);
    expect(colorFormattersOf('not a list', [])).toEqual([]);
  });

  it('the last matching rule of a column colours the cell', () => {
    const formatters = colorFormattersOf(
      [
        { column: 'x', operator: '>', targetValue: 0, colorScheme: GREEN },
        { column: 'x', operator: '>', targetValue: 50, colorScheme: '#EFA1AA' },
        { column: 'y', operator: 'None', colorScheme: '#FDE380' },
      ],
      values.map((x) => ({ x, y: x })),
    );
    expect(cellBackground(formatters, 'x', 100)).toBe('#EFA1AAFF');
    expect(cellBackground(formatters, 'x', 20)).toMatch(/^#ACE1C4/);
    expect(cellBackground(formatters, 'x', 'text')).toBeUndefined();
    expect(cellBackground(formatters, 'z', 100)).toBeUndefined();
  });

  it('labels a rule as its chip shows it', () => {
    expect(ruleLabel({ column: 'SUM(revenue)', operator: '>', targetValue: 100 })).toBe('SUM(revenue) > 100');
    expect(ruleLabel({ column: 'c', operator: '≤ x <', targetValueLeft: 1, targetValueRight: 5 })).toBe(
      '1 ≤ c < 5',
    );
    expect(ruleLabel({ column: 'c', operator: 'None' })).toBe('c');
  });
});

describe('pivot cells (keyed)', () => {
  it('colours by the first of the cell’s keys a rule names', () => {
    const formatters = colorFormattersOf(
      [
        { column: 'count', operator: '>', targetValue: 0, colorScheme: GREEN },
        { column: 'SUM(x)', operator: '>', targetValue: 0, colorScheme: '#EFA1AA' },
      ],
      [{ count: 5, 'SUM(x)': 5 }],
    );
    expect(keyedCellBackground(formatters, ['Europe', 'count'], 5)).toBe(`${GREEN}FF`);
    expect(keyedCellBackground(formatters, ['SUM(x)', 'Europe'], 5)).toBe('#EFA1AAFF');
    expect(keyedCellBackground(formatters, ['Europe'], 5)).toBeUndefined();
    expect(keyedCellBackground(formatters, ['count'], -1)).toBeUndefined();
  });
});
