/** A log as the viewer holds it (read by {@link readViewedLog}); the viewer's modules import its type from here. */
export type { ViewedLog } from './readViewedLog.ts';
