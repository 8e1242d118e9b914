// What the host provides as the `react-i18next` singleton: the hooks, the
// provider and the i18next plugin the apps use (docs/shared-contract.md: a
// remote uses `useTranslation`). A shared module keeps every export its
// package has; `Trans` and `IcuTrans` (a JSX-in-translations parser with an
// HTML tokenizer) are about half of react-i18next and no app renders them.
// `react-i18next-source` is the package itself (resolve.alias in
// shared-modules.cjs), named apart so it is not taken for the shared module.
export {
  composeInitialProps,
  getDefaults,
  getI18n,
  getInitialProps,
  I18nContext,
  I18nextProvider,
  initReactI18next,
  setDefaults,
  setI18n,
  Translation,
  useSSR,
  useTranslation,
  withSSR,
  withTranslation,
} from 'react-i18next-source'
