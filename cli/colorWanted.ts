/** The environment variables that say whether to colour (https://no-color.org, https://force-color.org). */
export interface ColorEnv {
  readonly NO_COLOR?: string | undefined;
  readonly FORCE_COLOR?: string | undefined;
}

/**
 * Whether the command's output gets colours: FORCE_COLOR (any value but `0` or `false`) asks for
 * them even on a pipe and `FORCE_COLOR=0` turns them off, as Node's own colours read it; otherwise
 * NO_COLOR (any value) turns them off on a terminal; otherwise a terminal gets them and a pipe or
 * file does not. An empty variable counts as unset.
 */
export const colorWanted = (env: ColorEnv, isTTY: boolean): boolean => {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY;
};
