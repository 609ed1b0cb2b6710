/**
 * Field name -> the pt-BR message to show next to it. Only fields in error are present. The
 * machines fill it with `@jornada/ui`'s validators (`validateFields`, `fieldMessages`).
 */
export type FieldErrors = Partial<Record<string, string>>;
