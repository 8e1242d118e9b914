// Chakra's theme module (`@chakra-ui/react/theme`) builds `defaultThemeConfig`
// from every recipe with an unannotated call, so importing only the tokens and
// the recipes we use from it still bundles all ~80 recipes. Marking that call
// pure lets webpack drop it, and with it every recipe no one imports.
const CALL = 'const defaultThemeConfig = defineConfig('

module.exports = function pureChakraThemeLoader(source) {
  if (!source.includes(CALL)) {
    this.emitWarning(new Error(`${CALL}…) not found: every Chakra recipe is bundled`))
    return source
  }
  return source.replace(CALL, 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(')
}
