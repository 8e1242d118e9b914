/**
 * The packages the host provides as singletons and a remote consumes without a
 * copy of its own (tools/webpack-config/shared-modules.cjs shares them, with
 * their subpaths). A remote that needs another major of any of them cannot run
 * in this host: the host checks it in the browser, the deploy interface on the
 * server (docs/shared-contract.md).
 */
export const SINGLETON_PACKAGES = [
  '@vitrina/shared',
  '@vitrina/ui',
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'jotai',
  '@emotion/react',
] as const

/** The singleton package a shared module belongs to (`react-dom/client` → `react-dom`), if any. */
export function singletonOf(name: string): string | undefined {
  return SINGLETON_PACKAGES.find((pkg) => name === pkg || name.startsWith(`${pkg}/`))
}
