import { spawn } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '../support/fixtures'
import { repoRoot } from '../support/product'

/*
 * The README's `pnpm start` runs `scripts/start.mjs`, and a supervisor (or
 * `docker stop`) signals that process only. Its SIGTERM must reach the
 * server, which then drains and exits (docs/deploy.md); a server left behind
 * would go on serving, with no drain, after the process the supervisor knows
 * was gone.
 */
test('SIGTERM to the start command reaches the server: it drains, exits and frees its port', async () => {
  test.setTimeout(120_000)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-start-'))
  const template = process.env.VITRINA_E2E_TEMPLATE_DIR
  if (template) await cp(template, dataDir, { recursive: true })
  const { VITRINA_BASE_URL: _tests, ...inherited } = process.env
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...inherited, PORT: '0', VITRINA_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: whatever it leaves behind is killed after the test.
    detached: true,
  })
  let log = ''
  start.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  start.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  // 'close': the process has exited and its output has been read to the end.
  const exited = new Promise<number | null>((resolve) => start.on('close', resolve))
  try {
    await expect
      .poll(() => /Vitrina listening on \S+:(\d+)/.exec(log)?.[1], { timeout: 90_000 })
      .toBeTruthy()
    const port = /Vitrina listening on \S+:(\d+)/.exec(log)![1]
    const health = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.status,
        () => 'refused',
      )
    expect(await health()).toBe(200)

    start.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(log).toContain('SIGTERM: closing')
    await expect.poll(health, { timeout: 15_000 }).toBe('refused')
  } finally {
    try {
      process.kill(-start.pid!, 'SIGKILL')
    } catch {
      // The group is gone: nothing was left behind.
    }
    await rm(dataDir, { recursive: true, force: true })
  }
})
