/** A computation's result, or the error it threw: to compare a remembered value with a fresh one, errors included. */
export const outcome = <T>(f: () => T): { readonly value: T } | { readonly error: string } => {
  try {
    return { value: f() };
  } catch (e) {
    return { error: String(e) };
  }
};
