export type { GutsCheck, GutsCheckInput } from './gutsChecks.ts';
export { gutsChecks } from './gutsChecks.ts';
