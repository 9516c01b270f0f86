export * from './machine.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './run.ts';
export * from './setup.ts';
export type * from './types.ts';
