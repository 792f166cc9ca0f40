import { isAlias, isCollection, isPair, visit, type Alias, type Document, type Node } from 'yaml';
import { MAX_ALIAS_EXPANSIONS } from './inputLimits.ts';

/** What is wrong with the YAML aliases of a document, at the alias, or null. */
export interface AliasProblem {
  readonly offset: number;
  readonly message: string;
}

/**
 * YAML aliases, counted without expanding them: each alias counts once, plus the aliases inside
 * the node it names (so an alias of an alias of ten aliases counts 1 + 10 + …). A document may
 * expand at most MAX_ALIAS_EXPANSIONS in all (yaml's maxAliasCount guards the same at toJS, and
 * no less strictly); an alias inside the node it names, or before any anchor of its name, is refused.
 * The first alias past the limit, in the order of the file, is the one named.
 */
export const aliasProblem = (doc: Document): AliasProblem | null => {
  const anchors = new Map<string, Node>();
  const aliases: Alias[] = [];
  const target = new Map<Alias, Node | undefined>();
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node)) {
        aliases.push(node);
        target.set(node, anchors.get(node.source));
        return;
      }
      if (node.anchor !== undefined) anchors.set(node.anchor, node);
    },
  });
  const size = new Map<unknown, number>();
  const open = new Set<unknown>();
  const expansions = (node: unknown): number => {
    const known = size.get(node);
    if (known !== undefined) return known;
    if (open.has(node)) return Infinity;
    open.add(node);
    let n = 0;
    if (isAlias(node)) n = 1 + expansions(target.get(node));
    else if (isPair(node)) n = expansions(node.key) + expansions(node.value);
    else if (isCollection(node)) for (const item of node.items) n += expansions(item);
    open.delete(node);
    size.set(node, n);
    return n;
  };
  let total = 0;
  for (const alias of aliases) {
    const offset = alias.range?.[0] ?? 0;
    const named = target.get(alias);
    if (named === undefined)
      return { offset, message: `alias *${alias.source} names no anchor &${alias.source} before it` };
    const grows = 1 + expansions(named);
    if (grows === Infinity)
      return {
        offset,
        message: `alias *${alias.source} is inside the node &${alias.source} it names: it would expand forever`,
      };
    total += grows;
    if (total > MAX_ALIAS_EXPANSIONS) {
      return {
        offset,
        message: `alias *${alias.source} brings the aliases of the file to ${total > 1e6 ? 'more than a million' : total.toLocaleString('en-US')} expansions; a recorded game may expand at most ${MAX_ALIAS_EXPANSIONS} (nested aliases multiply: an alias bomb?)`,
      };
    }
  }
  return null;
};
