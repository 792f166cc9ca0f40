// `arbiter/audit` (docs/api.md): a log's ruling trail, its re-adjudication and what-if forks, as `arbiter audit` gives them.
export {
  auditFolder,
  auditLog,
  auditTrail,
  parseWhatIf,
  readjudicate,
  readLogLeniently,
  renderReadjudication,
  renderTrail,
  renderWhatIf,
  WHAT_IF_SYNTAX,
  whatIf,
} from '../audit/index.ts';
export type {
  AuditOutcome,
  AuditReport,
  AuditTrail,
  FolderAudit,
  ParsedWhatIf,
  Readjudication,
  WhatIfChange,
  WhatIfResult,
} from '../audit/index.ts';
