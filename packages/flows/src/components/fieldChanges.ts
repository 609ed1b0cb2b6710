/**
 * The keys whose values differ between two snapshots of a form's values. The ui's forms call
 * `onChange(nextValues)` with every field; a binding turns the difference into one
 * `FIELD.CHANGE` per field, so an edit never overwrites another with a stale copy.
 */
export function changedFields<T extends object>(previous: T, next: T): Array<keyof T & string> {
  return (Object.keys(next) as Array<keyof T & string>).filter(
    (key) => !Object.is(previous[key], next[key]),
  );
}
