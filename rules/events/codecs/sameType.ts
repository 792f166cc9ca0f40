/** `true` when two types describe the same data: used to keep codecs and the rules' interfaces in step. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
