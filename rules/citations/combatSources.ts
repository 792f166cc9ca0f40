// Sources shared by the combat citation tables (all listed in shared/rules/facts.md unless noted).
export const N3_WIKI = 'http://infinitythewiki.com/en';
export const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
export const WIKI = 'https://infinitythewiki.com';

/** Sources used by several entries below (all listed in shared/rules/facts.md unless noted). */
export const N3_TEMPLATES = `${N3_OFFICIAL}/Impact_Template_(Circular)`; // not in facts.md; redirects to the N3 "Template Weapons and Equipment" page (seed 001 text)
export const N3_TWIN = `${N3_WIKI}/index.php?title=Twin_Weapons&oldid=1473`; // not in facts.md; N3 wiki revision of the Twin Weapons page
export const N3_DODGE = `${N3_WIKI}/Dodge`;
export const N3_GUTS = `${N3_WIKI}/index.php?title=Guts_Roll&oldid=1845`;
export const N3_INTO_CC = `${N3_WIKI}/index.php?title=BS_Attacks_into_Close_Combat&oldid=1472`;
export const N3_COVER = `${N3_OFFICIAL}/Partial_Cover_MOD`;
export const N4_SAVES = `${WIKI}/index.php?diff=next&oldid=1095&title=Saving_Rolls`;
export const N5_SAVES = `${WIKI}/index.php?diff=cur&oldid=1095&title=Saving_Roll_%28SR%29`;
export const N4_ENGAGED = `${WIKI}/index.php?oldid=310&title=Engaged_State`;
export const N5_ENGAGED = `${WIKI}/index.php?diff=3284&oldid=524&title=Engaged_State`;
export const N4_DIRECT = `${WIKI}/Direct_Template_Weapon`; // not in facts.md; N4 page of the Direct Template Weapons rule
export const N5_DIRECT = `${WIKI}/index.php?diff=3545&oldid=3464&title=Direct_Template_Weapons`;
export const N4_DODGE = `${WIKI}/index.php?title=Dodge`;
export const N5_DODGE = `${WIKI}/Dodging`;
export const N5_BURST = `${WIKI}/index.php?diff=cur&oldid=2246&title=Melee_Weapon_Profile`;
export const IMM_A = `${WIKI}/index.php?direction=prev&oldid=2102&title=Immobilized-A_State`;
export const IMM_B = `${WIKI}/Immobilized-B_State`;
export const N4_RESET = `${WIKI}/index.php?oldid=1968&title=Reset`; // not in facts.md; the N4 revision (FAQ 1.0) of the Reset page
export const N5_RESET = `${WIKI}/Reset`;
export const N3_IMMOBILIZED = `${N3_WIKI}/Immobilized-1`; // also the N3 Reset source: the N3 Reset page was not read; this one names Reset as its cancellation
export const CHANGE_FACING_GONE = 'https://forum.corvusbelli.com/goto/post?id=355116';
export const INF_DICE = 'https://github.com/toadchild/inf-dice'; // facts.md §4/§12: public N4 calculator
