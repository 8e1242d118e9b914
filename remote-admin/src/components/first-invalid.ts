/**
 * What a save that found errors focuses first: a field marked invalid, or the
 * first control of an invalid group (a checkbox group marks its root only).
 */
export const FIRST_INVALID = '[aria-invalid="true"], [data-invalid] input'
