import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { Ammo } from '../profiles/index.ts';

const N3_AMMO_CITATIONS: { readonly [A in Ammo]: CitationId } = {
  N: 'n3/ammo/normal',
  AP: 'n3/ammo/armour-piercing',
  DA: 'n3/ammo/double-action',
  EXP: 'n3/ammo/explosive',
  Shock: 'n3/ammo/shock',
  Smoke: 'n3/ammo/smoke',
  PARA: 'n3/ammo/para-unsourced',
  'E/M': 'n3/ammo/em-unsourced',
  Eclipse: 'n3/ammo/eclipse-unsourced',
  Stun: 'n3/ammo/stun-unsourced',
};

/** The ammunition chart entry that sets the rolls per hit (N3 cites each ammunition's own page). */
export const ammoCitation = (edition: Edition, ammo: Ammo): CitationId => {
  switch (edition) {
    case 'n3':
      return N3_AMMO_CITATIONS[ammo];
    case 'n4':
      if (ammo === 'Stun') return 'n4/ammo/stun';
      return ammo === 'Eclipse'
        ? 'n4/ammo/eclipse'
        : ammo === 'Smoke'
          ? 'n4/ammo/smoke'
          : ammo === 'PARA'
            ? 'n4/ammo/para'
            : ammo === 'E/M'
              ? 'n4/ammo/em'
              : 'n4/ammo/saving-rolls';
    case 'n5':
      if (ammo === 'Stun') return 'n5/ammo/stun';
      return ammo === 'Eclipse'
        ? 'n5/ammo/eclipse'
        : ammo === 'Smoke'
          ? 'n5/ammo/smoke'
          : ammo === 'PARA'
            ? 'n5/ammo/para'
            : ammo === 'E/M'
              ? 'n5/ammo/em'
              : 'n5/ammo/saving-rolls';
  }
};

export const savingRollCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/saving-roll/arm-roll',
    n4: 'n4/saving-roll/attack-damage',
    n5: 'n5/saving-roll/ps',
  });
