/** The Order an event belongs to: its `order` field, whatever the event's type. */
export const orderOf = (event: object): number | null => {
  const order: unknown = (event as { readonly order?: unknown }).order;
  return typeof order === 'number' ? order : null;
};
