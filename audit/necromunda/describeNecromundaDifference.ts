import type { NecromundaDifference } from './compareNecromundaRulings.ts';

/** One difference between the log and the engine (or a fork), in words; `engine` names the other side. */
export const describeNecromundaDifference = (d: NecromundaDifference, engine = 'the engine'): string[] => {
  const what = `hit ${d.hit}, ${d.type}${d.occurrence > 1 ? ` #${d.occurrence}` : ''}`;
  switch (d.kind) {
    case 'only-in-log':
      return [`${what}: in the log, but ${engine} does not derive it`];
    case 'only-from-engine':
      return [`${what}: ${engine} derives it, but the log lacks it`];
    case 'differs':
      return [
        `${what}: the log and ${engine} disagree`,
        ...d.fields.map(
          (f) => `    ${f.path}: the log says ${f.logged ?? '(nothing)'}, ${engine} has ${f.engine ?? '(nothing)'}`,
        ),
      ];
  }
};
