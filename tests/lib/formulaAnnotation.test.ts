// evaluateFormula: the expression language of formula annotation layers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateFormula, MAX_FORMULA_LENGTH } from '../../lib/formulaAnnotation.ts';

describe('evaluateFormula', () => {
  it.each([
    ['x', 3, 3],
    ['2 * x + 1', 3, 7],
    ['2x + 1', 3, 7],
    ['y = 2x + 1', 3, 7],
    ['3(x + 1)', 1, 6],
    ['(x - 1)(x + 1)', 3, 8],
    ['x ^ 2', 4, 16],
    ['x ** 2', 4, 16],
    ['2 ^ 3 ^ 2', 0, 512],
    ['-x ^ 2', 3, -9],
    ['2 ^ -1', 0, 0.5],
    ['10 / 4', 0, 2.5],
    ['7 % 4', 0, 3],
    ['1 - 2 - 3', 0, -4],
    ['1.5e2 + .5', 0, 150.5],
    ['sqrt(x)', 16, 4],
    ['abs(-x)', 2, 2],
    ['log(e)', 0, 1],
    ['log(8, 2)', 0, 3],
    ['log10(1000)', 0, 3],
    ['max(1, x, 3)', 5, 5],
    ['min(1, x)', 5, 1],
    ['pow(2, 10)', 0, 1024],
    ['sin(pi / 2)', 0, 1],
    ['SIN(0) + Cos(0)', 0, 1],
    ['floor(x / 3)', 10, 3],
    ['+x', 2, 2],
  ])('%s at x=%d is %d', (expression, x, expected) => {
    expect(evaluateFormula(expression, x)).toBeCloseTo(expected, 10);
  });

  it('is NaN or infinite where the maths is undefined', () => {
    expect(evaluateFormula('sqrt(x)', -1)).toBeNaN();
    expect(evaluateFormula('1 / x', 0)).toBe(Infinity);
  });

  it.each([
    '',
    '   ',
    'x +',
    '(x',
    'x)',
    '2 * * 3',
    'foo(x)',
    'z',
    'sqrt()',
    'sqrt(1, 2)',
    'pow(2)',
    'sin',
    'constructor(1)',
    '__proto__',
    'x; alert(1)',
    'x = 3',
    '1,2',
    `${'('.repeat(500)}x${')'.repeat(500)}`,
    'x'.repeat(MAX_FORMULA_LENGTH + 1),
  ])('%j is invalid (null)', (expression) => {
    expect(evaluateFormula(expression, 1)).toBeNull();
  });

  it('never throws, and returns a number or null, for any text and x', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[x0-9+\-*/^%().,e\s a-z]{0,40}$/)),
        fc.double(),
        (expression, x) => {
          const value = evaluateFormula(expression, x);
          expect(value === null || typeof value === 'number').toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with arithmetic on generated polynomials', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -5, max: 5 }),
        (coefficients, x) => {
          const expression = coefficients.map((c, power) => `(${c}) * x ^ ${power}`).join(' + ');
          const expected = coefficients.reduce((sum, c, power) => sum + c * x ** power, 0);
          expect(evaluateFormula(expression, x)).toBeCloseTo(expected, 6);
        },
      ),
    );
  });
});
