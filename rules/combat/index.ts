/** Combat rules: pure functions from declared facts and dice to rulings with citations. */
export type { RangeResult } from './rangeMod.ts';
export { rangeMod, rangeCitation } from './rangeMod.ts';
export type { Cover, DeclaredMod, BsAttackSituation, BsAttackMods } from './bsAttackMods.ts';
export { bsAttackMods, ALLY_IN_CC_MOD, PARTIAL_COVER_BS_MOD, partialCoverCitation } from './bsAttackMods.ts';
export type { FriendlyFireInput, FriendlyFireResult } from './friendlyFire.ts';
export { friendlyFire } from './friendlyFire.ts';
export type { Turn, BurstSituation, BurstStep, BurstResult } from './burstFor.ts';
export { burstFor } from './burstFor.ts';
export { aroBurst } from './aroBurst.ts';
export type { SaveFailure, SaveState, SaveThreshold, SavingRollSpec, SavingRollSituation } from './savingRollSpec.ts';
export {
  savingRollSpec,
  rollsPerHit,
  rollsPerHitIn,
  saveFailure,
  inflictedName,
  loggedInflicts,
  failureStates,
  ammoCitation,
} from './savingRollSpec.ts';
export type { JudgedSave } from './judgeSavingRoll.ts';
export { judgeSavingRoll } from './judgeSavingRoll.ts';
export type { SavingRollCount } from './savingRollsFor.ts';
export { savingRollsFor } from './savingRollsFor.ts';
export type { TrooperState, SkillId } from './trooperState.ts';
export { TROOPER_STATES, SKILL_IDS, isNull, isImmobilized, normalizeStates } from './trooperState.ts';
export { stateCitation, statesCitation } from './stateCitation.ts';
export type { WoundTrack, WoundsApplied } from './applyWounds.ts';
export { applyWounds } from './applyWounds.ts';
export type { SkillVerdict, AllowedSkills } from './allowedSkills.ts';
export { canDeclare, allowedSkills } from './allowedSkills.ts';
export type { TemplateContact, DodgeSituation, DodgeMods } from './dodgeMods.ts';
export { dodgeMods } from './dodgeMods.ts';
export type { DodgeMove } from './dodgeMove.ts';
export { dodgeMove } from './dodgeMove.ts';
export type { MoveAllowance } from './moveAllowance.ts';
export { moveAllowance } from './moveAllowance.ts';
export type { DodgeExchange, DodgeOutcome } from './dodgeOutcome.ts';
export { dodgeOutcome } from './dodgeOutcome.ts';
export type { DirectTemplateReaction, DirectTemplateRolls } from './directTemplate.ts';
export { directTemplate } from './directTemplate.ts';
export type { TemplateHits } from './templateCriticals.ts';
export { templateCriticals } from './templateCriticals.ts';
export type { Allegiance, TemplateShot, NullifiedShots } from './nullifiedShots.ts';
export { nullifiedShots } from './nullifiedShots.ts';
export type { AttackSuffered, GutsRequirement } from './gutsRequired.ts';
export { gutsRequired } from './gutsRequired.ts';
export type { GutsOption, GutsPossibilities, GutsChoiceVerdict } from './gutsFallback.ts';
export { gutsFallback, validateGutsChoice, GUTS_OPTIONS } from './gutsFallback.ts';
export type { GutsRollInput, GutsRollResult } from './gutsRoll.ts';
export { gutsRoll } from './gutsRoll.ts';
export type { CopyUse, DisposableSpend, DisposableVerdict } from './disposableUses.ts';
export { disposableUses, copyKey, disposableCitation } from './disposableUses.ts';
export type { StateChange } from './stateChange.ts';
export { engagementChanges } from './engagement.ts';
export { resetCancellations } from './resetCancellations.ts';
export type { VisibilityZone, ConcealedRoll, ConcealmentSituation, ConcealmentMods } from './concealmentMods.ts';
export {
  concealmentMods,
  zoneCitation,
  visorLevel,
  mimetismValue,
  worstZone,
  VISIBILITY_ZONES,
} from './concealmentMods.ts';
export {
  SF_ENEMY_MOD,
  aroKeepsSuppressiveFire,
  SF_MODE_BURST,
  SF_MODE_RANGES,
  hasSuppressiveFireTrait,
  inSuppressiveFire,
  sfCancellationCitation,
  sfEnemyMod,
  sfEnemyReach,
  sfSkillCitation,
  sfStateCitation,
  suppressiveFireMode,
  suppressiveFireRefusal,
} from './suppressiveFire.ts';
export { ammoAgainst, shockImmunityCitation, totalImmunityCitation, type AmmoAgainst } from './shockImmunity.ts';
export { bonusCitation } from './weaponBonus.ts';
export {
  isShortJump,
  movementFillsOrder,
  movementSkillAllowance,
  movementSkillCitation,
  movementSkillName,
  superJumpCitation,
  type MovementDeclaration,
} from './movementSkills.ts';
export { canGoProne, proneChangeCitation, proneChangeRefusal, proneTransition, statesForMove } from './proneChange.ts';
export { cautiousBreach, cautiousRequirementUnmet, type CautiousContext } from './cautiousMovement.ts';
export type { CcChartRow, CcOpponent, MartialArtsLevel } from './ccSpecialSkills.ts';
export {
  ccAttackMods,
  ccBurstMod,
  ccDamageMod,
  ccOpponentMod,
  ccSkillRefusal,
  ccSpecialDice,
  martialArtsCitation,
  martialArtsLevel,
  martialArtsRow,
} from './ccSpecialSkills.ts';
export { berserkCitation, berserkMods, berserkRefusal } from './berserk.ts';
export { weaponDamageProblem } from './weaponDamageFigure.ts';
export { PROTHEION_MAX_GAIN, protheionCitation, protheionGain } from './protheion.ts';
export type { ProtheionGain } from './protheion.ts';
export {
  SPECULATIVE_ATTACK_BURST,
  SPECULATIVE_ATTACK_MOD,
  speculativeAttackMods,
  speculativeAttackRefusal,
  speculativeRollCitation,
  speculativeWeaponCitation,
} from './speculativeAttack.ts';
export {
  INTUITIVE_ATTACK_BURST,
  intuitiveAttackRefusal,
  intuitiveRollCitation,
  intuitiveWeaponCitation,
} from './intuitiveAttack.ts';
export type { MarkerState, DiscoverModSource } from './markers.ts';
export {
  MARKER_STATES,
  AROS_AGAINST_MARKER,
  markerCitation,
  markerStateCitation,
  markerStateOf,
  markerName,
  markerSkillFor,
  revealsOnDeclaration,
  againstMarkerRefusal,
  discoverRangeMod,
  discoverMods,
  surpriseAttackValue,
  usesSurpriseAttack,
  surpriseAttackMod,
} from './markers.ts';
export { smokeCitation, smokeOnLine, smokeRuling } from './smoke.ts';
export type { SmokeOnLine, SmokeOnLineFact, SmokeRuling, SmokeThrow } from './smoke.ts';
export { smokeAtPointRefusal } from './smokeAtPoint.ts';
export type { SupportOutcome } from './supportSkills.ts';
export {
  SUPPORT_SKILLS,
  isSupportSkill,
  supportCitation,
  supportRoll,
  supportRefusal,
  supportOutcome,
} from './supportSkills.ts';
export {
  REMOTE_SUPPORT_BANDS,
  isRemoteSupportSkill,
  patientRollSpec,
  remoteSupportCitation,
  remoteSupportMods,
  remoteSupportPassed,
  severalHitsCitation,
} from './remoteSupport.ts';
export type { RemoteSupportFacts, RemoteSupportSkill } from './remoteSupport.ts';
export { woundTrackOf } from './woundTrackOf.ts';
export { hasRemotePresence, remotePresenceCitation, unconsciousLevel, woundsBeforeDead } from './remotePresence.ts';
export {
  STUNNED_REFUSES,
  isStunned,
  stunnedCitation,
  stunnedCancellationCitation,
  stunGutsRefusal,
  stunnedRefusal,
  stunnedRollMods,
} from './stunned.ts';
export { hasShasvastii, shasvastiiCitation } from './shasvastii.ts';
export { shockEndsSurvival, survivalAtVita, survivalCitation, type SurvivalAtVita } from './survivalWounds.ts';
export { stealthCitation, stealthDenial, stealthIgnoredBy } from './stealth.ts';
export {
  combatInstinctAgainstStealth,
  STEALTH_CC_AROS,
  stealthCcAroAllowed,
  stealthCcTriggered,
  stealthDeployableException,
} from './stealthCloseCombat.ts';
export { exrahCitation, exrahDeath, exrahHealingRefusal } from './exrah.ts';
export { frenzyCitation, frenzyGain, frenzyGains, frenzySkills, type FrenzyGain } from './frenzy.ts';
export { immuneToAmmo, immunityCitation, stateImmunity } from './immunity.ts';
export { bioimmuneAmmo, bioimmuneValues, bioimmunityCitation } from './bioimmunity.ts';
export { targetedAttackMods, targetedRefusal, targetedResetMods, targetedStealthLoss } from './targeted.ts';
export {
  regenerationCitation,
  regenerationOutcome,
  regenerationRefusal,
  type RegenerationOutcome,
} from './regeneration.ts';
export {
  ENGINEER_CANCELS,
  engineerStatesCancelled,
  engineerStatesCitation,
  engineerStatesRefusal,
} from './engineerStates.ts';
export {
  firewallValue,
  firewallCitation,
  firewallAttackMods,
  firewallProtects,
  FIREWALL_SAVE_MOD,
} from './firewall.ts';
export type { RerolledSkill, RerollInput, RerollRuling, SupportDie } from './supportRerolls.ts';
export {
  judgeSupportRerolls,
  rerollMod,
  skillRerollCitation,
  tokenRerollCitation,
  tokenRerollFits,
} from './supportRerolls.ts';
export {
  declineAtWoundCitation,
  declineAtWoundCitations,
  declineAtWoundRefusal,
  declineWithoutWound,
  declinedInOrder,
  declinedSkillName,
} from './declineAtWound.ts';
