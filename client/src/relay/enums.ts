/**
 * A GraphQL enum as Relay generates it (e.g. `PlaceKind` in an artifact's types) without the
 * `'%future added value'` member Relay adds for values a newer schema may bring: the values this
 * build knows. A `Record<Known<E>, …>` names every value of the schema's enum, so a value added to
 * the schema fails the typecheck until the client handles it.
 */
export type Known<E extends string> = Exclude<E, '%future added value'>;

/** The values of a list the graph gives (a form's choices, in the graph's order) that this build knows. */
export function known<E extends string>(values: ReadonlyArray<E>): Array<Known<E>> {
  return values.filter((v): v is Known<E> => v !== '%future added value');
}
