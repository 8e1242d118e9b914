// The release check: builds the previous release named by release/previous.json
// (host and the three remotes, at that git ref) and runs the smoke of every
// route twice: the current host with the previous remotes, and the previous
// host with the current remotes. A break here is a broken contract: make the
// change compatible or bump the major of @vitrina/shared / @vitrina/ui; never
// edit the marker to make it pass.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuilt, repoRoot, run } from './lib/builds.mjs'

const markerFile = path.join(repoRoot, 'release/previous.json')

function git(args, options = {}) {
  return spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8', ...options })
}

function fail(message) {
  console.error(`release check: ${message}`)
  process.exit(1)
}

/** The marker's ref as a commit, fetching history when the clone is shallow. */
function resolveRef(ref) {
  const resolve = () => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).stdout.trim()
  let sha = resolve()
  if (!sha && git(['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true') {
    console.log(`release check: ${ref} is not in this shallow clone; fetching the full history…`)
    git(['fetch', '--unshallow', '--quiet'], { stdio: 'inherit' })
    sha = resolve()
  }
  if (!sha) {
    // A clone of one branch may lack the commit; ask the remote for it directly.
    git(['fetch', '--quiet', 'origin', ref], { stdio: 'inherit' })
    sha = resolve()
  }
  if (!sha) {
    fail(
      `the previous release ${ref} (release/previous.json) is not in this clone. ` +
        'Fetch it (git fetch --unshallow, or git fetch origin <ref>) and run again.',
    )
  }
  return sha
}

/**
 * The previous release, extracted (git archive: no worktree to clean up),
 * installed offline and built, in a folder kept per commit so reruns reuse it.
 */
function preparePrevious(sha) {
  const dir = path.join(os.tmpdir(), `vitrina-release-${sha.slice(0, 12)}`)
  const ready = path.join(dir, '.vitrina-release-ready')
  if (fs.existsSync(ready)) {
    console.log(`release check: reusing the build of ${sha.slice(0, 12)} in ${dir}`)
    return dir
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const archive = spawnSync('git', ['archive', '--format=tar', sha], {
    cwd: repoRoot,
    maxBuffer: 1024 * 1024 * 1024,
  })
  if (archive.status !== 0) fail(`git archive ${sha} failed: ${archive.stderr}`)
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout })
  if (untar.status !== 0) fail(`extracting ${sha} failed: ${untar.stderr}`)
  const install = (flag) =>
    spawnSync('pnpm', ['install', flag, '--frozen-lockfile'], { cwd: dir, stdio: 'inherit' })
  if (install('--offline').status !== 0 && install('--prefer-offline').status !== 0) {
    fail(`pnpm install failed in ${dir}`)
  }
  run('node', ['scripts/build-web.mjs', '--force'], { cwd: dir })
  fs.writeFileSync(ready, `${sha}\n`)
  return dir
}

if (!fs.existsSync(markerFile)) fail('release/previous.json is missing.')
const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8'))
if (typeof marker.ref !== 'string' || !marker.ref) fail('release/previous.json has no "ref".')

const sha = resolveRef(marker.ref)
console.log(`release check: previous release ${marker.ref} (${sha.slice(0, 12)})`)
const previous = preparePrevious(sha)
ensureBuilt()
const e2e = spawnSync(
  'pnpm',
  ['--filter', '@vitrina/e2e', 'exec', 'playwright', 'test', '-c', 'release.config.ts'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, VITRINA_PREVIOUS_DIR: previous },
  },
)
process.exit(e2e.status ?? 1)
