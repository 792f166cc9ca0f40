// Audit and replay for people: the ruling trail of a log, its re-adjudication, and what-if forks.
export type {
  AuditEntry,
  AuditEntryKind,
  AuditOrder,
  AuditTrail,
  AuditTurn,
  Chance,
  DieLine,
  ModLine,
  OutcomeChance,
  PoolsLine,
  RollerLine,
  RollOdds,
  SideLine,
  SvLine,
} from './auditEntry.ts';
export { auditTrail, auditTrailProjection, finishTrail } from './auditTrail.ts';
export type { TrailState } from './auditTrail.ts';
export { auditLog, auditLogParts, withTrail } from './auditLog.ts';
export { streamTrail } from './streamTrail.ts';
export { streamTrailJson } from './streamTrailJson.ts';
export { jsonStream, type JsonStream } from './jsonStream.ts';
export { orderTrail, type OrderTrail } from './orderTrail.ts';
export type { StreamedTrail } from './streamTrail.ts';
export { auditFolder, auditGameRow } from './auditFolder.ts';
export type { FolderAudit, GameAuditRow } from './auditFolder.ts';
export type { AuditOutcome, AuditOptions, AuditParts, AuditReport } from './auditLog.ts';
export { readLogLeniently } from './readLogLeniently.ts';
export type { AuditRecord, LenientRead, LenientOptions, LogWarning } from './readLogLeniently.ts';
export { loggedGame, streamedGame } from './loggedGame.ts';
export type { LoggedGame, LoggedGameResult, LoggedStep, StreamedGame } from './loggedGame.ts';
export { rerunAsLogged } from './rerun.ts';
export { rerunReusingDice } from './rerunReusingDice.ts';
export type { DiceNote, RerunResult, RerunStop, Runtime } from './rerun.ts';
export { compareRulings } from './compareRulings.ts';
export type { RulingComparison, RulingDifference } from './compareRulings.ts';
export { readjudicate } from './readjudicate.ts';
export type { Readjudication, ReadjudicationResult, PlayersRuledOrder } from './readjudicate.ts';
export { RULED_BY_PLAYERS, declaredText, outcomeLines, outcomeSummary } from './playersOutcomeText.ts';
export { EVENT_ROLES, isDerived, orderOf } from './eventRoles.ts';
export type { EventRole } from './eventRoles.ts';
export { exchangeOdds } from './exchangeOdds.ts';
export type { RollerDice } from './exchangeOdds.ts';
export { parseWhatIf, parseEditionChange, WHAT_IF_SYNTAX } from './whatIfChange.ts';
export type { WhatIfChange, ParsedWhatIf } from './whatIfChange.ts';
export { applyWhatIf } from './applyWhatIf.ts';
export { applyWhatIfStreamed } from './applyWhatIfStreamed.ts';
export type { ChangedStream } from './applyWhatIfStreamed.ts';
export { whatIf } from './whatIf.ts';
export type { SideBySide, WhatIfOptions, WhatIfOutcome, WhatIfResult } from './whatIf.ts';
export { whatIfAccounts } from './whatIfAccounts.ts';
export type { WhatIfAccounts } from './whatIfAccounts.ts';
export { rulingRower, rulingRows } from './rulingRows.ts';
export { columnWidths } from './columnWidths.ts';
export { SideBySideRulings } from './sideBySideRulings.ts';
export type { RulingRow } from './rulingRows.ts';
export { renderTrail, writeTrail, formatChance, citedRules } from './renderTrail.ts';
export type { LineSink } from './trailWriter.ts';
export { renderReadjudication, describeDifference } from './renderReadjudication.ts';
export { renderWhatIf, whatIfLines } from './renderWhatIf.ts';
export { narrate } from './narrate.ts';
export { describeDeclaration, describeFact } from './describeDeclaration.ts';
export type { Namer } from './describeDeclaration.ts';
export { ansiStyle, plainStyle, styleFor } from './textStyle.ts';
export type { TextStyle } from './textStyle.ts';
export { orderAccount } from './orderAccount.ts';
export type {
  AccountCitation,
  AccountDie,
  AccountLine,
  AccountMod,
  AccountOdds,
  AccountRoll,
  AccountRoller,
  DecidedAt,
  OrderAccount,
} from './orderAccount.ts';
export { orderReportBody, orderReportHtml } from './orderReportHtml.ts';
export type { ReportOptions } from './orderReportHtml.ts';
export { possessive } from './possessive.ts';
export { escapeHtml } from './htmlText.ts';
