// Child processes with prefixed output, stopped together.
import { spawn } from 'node:child_process'

import { repoRoot } from './builds.mjs'

const children = new Set()

/** Starts `command` in the repository; its output lines are prefixed with `[name]`. */
export function startProcess(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.add(child)
  const prefix = (stream, out) => {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`[${name}] ${line}\n`)
    })
  }
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  child.on('exit', () => children.delete(child))
  return child
}

/** Stops every process started here (their whole process groups). */
export function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal)
    process.exit(130)
  })
}
