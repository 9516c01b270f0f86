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
