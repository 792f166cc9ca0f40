export { readArmyList, MAX_GROUP_TROOPERS } from './readArmyList.ts';
export type { ListRead } from './readArmyList.ts';
export { gameSetupFromLists } from './gameSetupFromLists.ts';
export { readUnitLibrary, readUnitLibraries, EMPTY_LIBRARY } from './unitLibrary.ts';
export type { UnitLibrary } from './unitLibrary.ts';
export { loadLibrary, builtInLibraryFiles, BUILT_IN_LIBRARY_DIR } from './builtInLibrary.ts';
export type { ListError } from './listError.ts';
export { ArmyListFileC, UnitLibraryC } from './listCodecs.ts';
export type { ArmyListFile, UnitLibraryFile, LibraryProfile, ListTrooper } from './listCodecs.ts';
