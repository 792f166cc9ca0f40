import * as t from 'io-ts';

/** The steps of the Order Expenditure Sequence, as the order statechart names its states. */
export const OrderStepC = t.keyof(
  {
    activation: null,
    'order-expenditure': null,
    'first-skill': null,
    'first-aros': null,
    'second-skill': null,
    'second-aros': null,
    resolution: null,
    effects: null,
    conclusion: null,
  },
  'OrderStep',
);

export type OrderStep = t.TypeOf<typeof OrderStepC>;
