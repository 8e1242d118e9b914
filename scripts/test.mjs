// `pnpm test`: typecheck, lint, format check, unit tests, API tests, boundary fuzzing of the
// API's OpenAPI document (beside the production build),
// the Playwright e2e suite and the release check, in that order; stops at the first
// failure and prints a summary. PostgreSQL API tests, the cluster test and the fuzzing on
// PostgreSQL run when TEST_DATABASE_URL is set.
import { spawn } from 'node:child_process'

import { repoRoot } from './lib/builds.mjs'

// An array is a group of steps run side by side (their output printed as each ends): the
// static checks share the machine's two cores, and so do the fuzzing and the build.
const STEPS = [
  [
    { name: 'typecheck', command: ['pnpm', 'typecheck'] },
    { name: 'lint', command: ['pnpm', 'lint'] },
    { name: 'format', command: ['pnpm', 'exec', 'prettier', '--check', '.'] },
  ],
  {
    // Two packages at a time: each package's jest runs its files on one worker.
    name: 'unit tests',
    command: [
      'pnpm',
      '-r',
      '--workspace-concurrency=2',
      '--filter',
      '!@vitrina/api',
      '--filter',
      '!@vitrina/e2e',
      'test',
      '--ci',
    ],
  },
  // The same API suite on the embedded database, then on PostgreSQL when one is given.
  {
    name: 'API tests (PGlite)',
    command: ['pnpm', '--filter', '@vitrina/api', 'test', '--ci'],
    env: { TEST_DATABASE_URL: '' },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'API tests (PostgreSQL)',
          command: ['pnpm', '--filter', '@vitrina/api', 'test', '--ci'],
        },
        // Two API processes over that PostgreSQL and an S3 server the test starts.
        {
          name: 'cluster (PostgreSQL + S3)',
          command: ['pnpm', '--filter', '@vitrina/api', 'test:cluster', '--ci'],
        },
      ]
    : []),
  // Portman's boundary variations of the published OpenAPI document, sent by Newman to a real
  // server as five callers: no 5xx, the error body on every 4xx, every answer as documented;
  // on the embedded database and, when one is given, on PostgreSQL. Beside them, the
  // production build (the fuzzing needs only the API).
  [
    {
      name: 'boundary fuzzing (PGlite)',
      command: ['pnpm', '--filter', '@vitrina/api', 'fuzz'],
      env: { TEST_DATABASE_URL: '' },
    },
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: 'boundary fuzzing (PostgreSQL)',
            command: ['pnpm', '--filter', '@vitrina/api', 'fuzz'],
          },
        ]
      : []),
    { name: 'build', command: ['node', 'scripts/build-web.mjs', '--force'] },
  ],
  { name: 'e2e', command: ['pnpm', '--filter', '@vitrina/e2e', 'test'], e2e: true },
  // The previous release (release/previous.json) against this one, both ways.
  { name: 'release check', command: ['node', 'scripts/release-check.mjs'], e2e: true },
]

/**
 * Runs one step. Its output goes straight through, or, with `buffered`, is kept
 * and printed whole when it ends (a step of a group).
 */
function runStep(step, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const [command, ...args] = step.command
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...step.env },
    })
    let tail = ''
    let all = ''
    const keep = (chunk, out) => {
      if (buffered) all += chunk
      else out.write(chunk)
      tail = (tail + chunk.toString()).slice(-20_000)
    }
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout))
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr))
    child.on('exit', (code, signal) => {
      if (buffered) process.stdout.write(`\n━━ ${step.name}: ${step.command.join(' ')}\n${all}`)
      resolve({ ok: code === 0, code: code ?? signal, tail })
    })
  })
}

/** Playwright's closing counts, e.g. "15 passed (2.0m)" and "1 failed". */
function e2eSummary(tail) {
  const lines = tail
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/.test(line))
  return lines.length > 0 ? lines.join(', ') : 'no result line'
}

const results = []
const started = Date.now()
let failed = false
for (const entry of STEPS) {
  const group = Array.isArray(entry) ? entry : [entry]
  if (group.length > 1) {
    console.log(`\n━━ side by side: ${group.map((step) => step.name).join(', ')}`)
  } else console.log(`\n━━ ${group[0].name}: ${group[0].command.join(' ')}`)
  const outcomes = await Promise.all(
    group.map(async (step) => {
      const t0 = Date.now()
      const result = await runStep(step, { buffered: group.length > 1 })
      return { step, result, seconds: ((Date.now() - t0) / 1000).toFixed(1) }
    }),
  )
  for (const { step, result, seconds } of outcomes) {
    const note = step.e2e ? ` — ${e2eSummary(result.tail)}` : ''
    const together = group.length > 1 ? ' (side by side)' : ''
    results.push(
      `${result.ok ? '✓' : '✗'} ${step.name.padEnd(22)} ${seconds.padStart(6)} s${together}${note}`,
    )
    if (!result.ok) results.push(`  ${step.name} failed (exit ${result.code}).`)
  }
  if (outcomes.some(({ result }) => !result.ok)) {
    failed = true
    results.push('  Later steps were not run.')
    break
  }
}

console.log('\n━━ Summary')
for (const line of results) console.log(line)
console.log(
  `${failed ? 'FAILED' : 'All passed'} in ${((Date.now() - started) / 60000).toFixed(1)} min`,
)
process.exit(failed ? 1 : 0)
