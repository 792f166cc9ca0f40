export * from './primitives.ts';
export * from './profileCodecs.ts';
export * from './declarationCodecs.ts';
export * from './rulingCodecs.ts';
export * from './orderStepC.ts';
export type { Same } from './sameType.ts';
export * from './readingsC.ts';
export * from './codecShape.ts';
