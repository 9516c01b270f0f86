import Ajv2020 from 'ajv/dist/2020.js';
import { expect, it } from 'vitest';
import { fieldMessagesFromAjv } from '../../../server/http/fieldMessages.ts';

const ajv = new Ajv2020({ allErrors: true });
const validate = ajv.compile({
  type: 'object',
  required: ['name', 'owners'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1 },
    kind: { enum: ['a', 'b'] },
    owners: { type: 'array', items: { type: 'integer' } },
  },
});

it('turns Ajv errors into marshmallow-style field messages', () => {
  validate({ name: '', kind: 'c', owners: [1, 'x'], other: 1 });
  expect(fieldMessagesFromAjv(validate.errors ?? [])).toEqual({
    name: ['Shorter than minimum length 1.'],
    kind: ['Must be one of: a, b.'],
    owners: { '1': ['Not a valid integer.'] },
    other: ['Unknown field.'],
  });
  validate({});
  expect(fieldMessagesFromAjv(validate.errors ?? [])).toEqual({
    name: ['Missing data for required field.'],
    owners: ['Missing data for required field.'],
  });
  validate([]);
  expect(fieldMessagesFromAjv(validate.errors ?? [])).toEqual({ _schema: ['Invalid input type.'] });
});

it('reports the first alternative of scalar anyOf / oneOf branches, as marshmallow its field type', () => {
  const alternatives = ajv.compile({
    type: 'object',
    properties: {
      timeout: { anyOf: [{ type: ['integer', 'null'] }, { type: 'string', maxLength: 0 }] },
      metric: {
        oneOf: [
          { type: 'string' },
          { type: 'object', required: ['label'], properties: { label: { type: 'string' } } },
        ],
      },
    },
  });
  alternatives({ timeout: 'abc', metric: 3 });
  expect(fieldMessagesFromAjv(alternatives.errors ?? [])).toEqual({
    timeout: ['Not a valid integer.'],
    metric: ['Not a valid string.'],
  });
  // A branch that got inside the value: every branch's errors, as before.
  alternatives({ timeout: 1.5, metric: {} });
  expect(fieldMessagesFromAjv(alternatives.errors ?? [])).toEqual({
    timeout: ['Not a valid integer.'],
    metric: ['Not a valid string.', 'label: Missing data for required field.'],
  });
});
