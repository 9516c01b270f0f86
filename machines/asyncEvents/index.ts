export * from './client.ts';
export * from './constants.ts';
export * from './machine.ts';
export * from './rules.ts';
export * from './setup.ts';
export type * from './types.ts';
