import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { LOG_SEALED } from '../../kernel/log/index.ts';
import { EVENT_ROLES, type EventRole } from '../../audit/index.ts';
import { EVENT_CODECS, SCHEMA_VERSION, type EventType } from '../../events/index.ts';
import { customType, isGivenName, shapeOf, type Field, type Shape } from './codecShape.ts';
import { EVENT_DESCRIPTIONS } from './eventDescriptions.ts';

const ROLE_TEXT: { readonly [R in EventRole]: string } = {
  frame: 'the game and its Turns, as the players drove them',
  declaration: 'what a player declared, measured, rolled or chose: the inputs a re-adjudication sends again',
  ruling: 'what the engine derived: compared by a re-adjudication',
  step: "where the Order's statechart was (derived bookkeeping, compared too)",
  players:
    'an Order the players ruled themselves, with the outcome they agreed: re-sent as agreed by a re-adjudication, never compared (the engine vouches only for what it ruled)',
};

const anchor = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const LONG_ENUM = 12;

/** Renders shapes as text, collecting the named types they refer to. */
const renderer = () => {
  const named = new Map<string, Shape>();
  const text = (s: Shape): string => {
    switch (s.kind) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
      case 'unknown':
        return s.kind;
      case 'literal':
        return `\`${JSON.stringify(s.value)}\``;
      case 'custom':
        return customType(s.name).text;
      case 'enum':
        if (s.values.length > LONG_ENUM && isGivenName(s.name)) {
          named.set(s.name, s);
          return `[${s.name}](#${anchor(s.name)})`;
        }
        return s.values.map((v) => `\`"${v}"\``).join(' \\| ');
      case 'array':
        return `list of ${text(s.of)}`;
      case 'tuple':
        return `[${s.of.map(text).join(', ')}]`;
      case 'record':
        return `map of names to ${text(s.of)}`;
      case 'object':
        if (isGivenName(s.name)) {
          named.set(s.name, s);
          return `[${s.name}](#${anchor(s.name)})`;
        }
        return `{ ${s.fields.map((f) => `${f.name}${f.optional ? '?' : ''}: ${text(f.shape)}`).join(', ')} }`;
      case 'union':
        if (isGivenName(s.name)) {
          named.set(s.name, s);
          return `[${s.name}](#${anchor(s.name)})`;
        }
        return s.of.map(text).join(' or ');
    }
  };
  const table = (fields: readonly Field[]): string[] => [
    '| field | type |',
    '|---|---|',
    ...fields.map((f) => `| \`${f.name}\`${f.optional ? ' (optional)' : ''} | ${text(f.shape)} |`),
  ];
  return { named, text, table };
};

/**
 * docs/events.md, rendered from the event catalogue's io-ts codecs: every event with its role
 * and fields, then every named type the events use. A test keeps the committed file current.
 */
export const eventsMarkdown = (): string => {
  const r = renderer();
  const types = Object.keys(EVENT_CODECS) as EventType[];
  const out: string[] = [
    '# The event catalogue',
    '',
    `<!-- Generated from rules/events/catalogue.ts by docs/tools/generateDocs.ts (node bin/run-ts.mjs docs/tools/generateDocs.ts). Do not edit by hand: test/audit/eventsDoc.test.ts fails when this file is out of date. -->`,
    '',
    `Every line of a log is a record \`{"event":…,"hash":…,"prev":…,"seq":…,"v":${SCHEMA_VERSION}}\` (canonical JSON, hash-chained; see the design notes). This page lists the events of schema v${SCHEMA_VERSION}: ${types.length} types. Each has a \`type\` field naming it; most Order events carry the \`order\` number.`,
    '',
    `A finished log ends with one more record, its **seal**: \`{"type":"${LOG_SEALED}","records":N,"counts":{${(arbiterCatalogue.seal?.counts ?? []).map((c) => `"${c}":…`).join(',')}}}\`, written by the log itself (it is not an event of the game). It says how many records came before it and what the game holds, so a log cut short anywhere reads as open; nothing may follow it, and its hash is the log's fingerprint (\`arbiter verify\`).`,
    '',
    'Roles (how `arbiter audit` treats them):',
    '',
    ...(Object.keys(ROLE_TEXT) as EventRole[]).map((role) => `- **${role}**: ${ROLE_TEXT[role]}.`),
    '',
    '| event | role | what it records |',
    '|---|---|---|',
    ...types.map(
      (t) => `| [${t}](#${anchor(t)}) | ${EVENT_ROLES[t]} | ${EVENT_DESCRIPTIONS[t] ?? '(not described yet)'} |`,
    ),
    '',
  ];
  for (const t of types) {
    const shape = shapeOf(EVENT_CODECS[t]);
    out.push(`## ${t}`, '', `Role: ${EVENT_ROLES[t]}. ${EVENT_DESCRIPTIONS[t] ?? '(not described yet)'}`, '');
    if (shape.kind === 'object') out.push(...r.table(shape.fields), '');
  }
  out.push('## Types', '', 'The named types the events use.', '');
  const done = new Set<string>();
  for (
    let pending = [...r.named.keys()];
    pending.length > 0;
    pending = [...r.named.keys()].filter((n) => !done.has(n))
  ) {
    for (const name of pending.sort()) {
      done.add(name);
      const s = r.named.get(name);
      out.push(`### ${name}`, '');
      if (s === undefined) continue;
      if (s.kind === 'object') out.push(...r.table(s.fields), '');
      else if (s.kind === 'enum')
        out.push(
          `One of ${s.values.length} values${name === 'CitationId' ? ': the rule ids listed in [rules-index.md](rules-index.md)' : ''}.`,
          '',
        );
      else if (s.kind === 'union') {
        out.push('One of:', '');
        for (const v of s.of)
          out.push(
            `- ${v.kind === 'object' && !isGivenName(v.name) ? v.fields.map((f) => `\`${f.name}\`${f.optional ? '?' : ''}: ${r.text(f.shape)}`).join(', ') : r.text(v)}`,
          );
        out.push('');
      }
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
};
