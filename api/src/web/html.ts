/** JSON for a `<script type="application/json">`: `<` written as `\u003c`, so no `</script>` ends it. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
