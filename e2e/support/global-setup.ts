import { spawnSync } from 'node:child_process'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  OTHER_OWNER,
  OTHER_STORE,
  OTHER_STORE_THEME,
  SPEC_STORES,
  specOwner,
  type SpecStore,
} from './accounts'
import { repoRoot, runCli, startProduct } from './product'

/**
 * Once per run: build what is missing, make a fresh data dir with the demo
 * store, a second store and the spec stores (and a copy of it, the template
 * other servers start from), start the product on a free port, and hand its URLs to the
 * tests through the environment. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('Building the web apps failed')

  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-e2e-'))
  // The CLI runs before the server: the embedded database admits one process.
  await runCli(dataDir, ['demo:seed'])
  await runCli(dataDir, [
    'store:create',
    '--subdomain',
    OTHER_STORE.subdomain,
    '--name',
    OTHER_STORE.name,
    '--owner-email',
    OTHER_OWNER.email,
    '--owner-password',
    OTHER_OWNER.password,
    '--owner-username',
    OTHER_OWNER.username,
  ])
  const themeFile = path.join(dataDir, 'otra-theme.json')
  await writeFile(themeFile, JSON.stringify(OTHER_STORE_THEME))
  await runCli(dataDir, ['theme:set', '--subdomain', OTHER_STORE.subdomain, '--file', themeFile])
  for (const [store, name] of Object.entries(SPEC_STORES)) {
    const owner = specOwner(store as SpecStore)
    await runCli(dataDir, [
      'store:create',
      '--subdomain',
      store,
      '--name',
      name,
      '--owner-email',
      owner.email,
      '--owner-password',
      owner.password,
      '--owner-username',
      owner.username,
    ])
  }
  // The seeded data dir as it is now, for the servers tests start of their own (startProduct).
  const templateDir = `${dataDir}-template`
  await cp(dataDir, templateDir, { recursive: true })
  process.env.VITRINA_E2E_TEMPLATE_DIR = templateDir
  const product = await startProduct({ dataDir })
  process.env.VITRINA_E2E_BASE_URL = product.baseURL
  process.env.VITRINA_API_URL = product.apiURL
  process.env.VITRINA_PORT = String(product.port)
  console.log(`e2e: Vitrina at ${product.baseURL} (data ${dataDir})`)

  return async () => {
    await product.stop()
    await rm(dataDir, { recursive: true, force: true })
    await rm(templateDir, { recursive: true, force: true })
  }
}
