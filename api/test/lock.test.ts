import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { acquireLock, currentOwner, DataDirLockedError, parseOwner } from '../src/db/lock.ts'

let dir: string
let lock: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-lock-'))
  lock = path.join(dir, 'db.lock')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A live process that is not a Vitrina server, as a reused pid would be. */
async function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('spawn', resolve))
  return child
}

describe('data dir lock', () => {
  it('takes over a lock left with our own pid (a restarted container gets the same pid)', () => {
    fs.writeFileSync(lock, String(process.pid))
    acquireLock(lock)()
    fs.writeFileSync(lock, JSON.stringify(currentOwner()))
    const release = acquireLock(lock)
    expect(parseOwner(fs.readFileSync(lock, 'utf8'))).toEqual(currentOwner())
    release()
  })

  it('refuses a second open in the same process', () => {
    const release = acquireLock(lock)
    expect(() => acquireLock(lock)).toThrow(DataDirLockedError)
    release()
    acquireLock(lock)()
  })

  it('takes over a lock whose pid now belongs to an unrelated process', async () => {
    const child = await otherProcess()
    try {
      const pid = child.pid!
      const stale = { ...currentOwner(), pid, start: '1' }
      fs.writeFileSync(lock, JSON.stringify(stale))
      acquireLock(lock)()
      // From before a reboot: another boot id.
      fs.writeFileSync(lock, JSON.stringify({ pid, boot: 'another-boot' }))
      acquireLock(lock)()
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('refuses while a live server holds it, and takes over after that server is killed', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'support/hold-lock.ts'), lock],
      { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('locked')) resolve()
        })
        child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)))
      })
      expect(parseOwner(fs.readFileSync(lock, 'utf8'))?.pid).toBe(child.pid)
      expect(() => acquireLock(lock)).toThrow(/in use by another Vitrina process/)
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
      expect(fs.existsSync(lock)).toBe(true)
      acquireLock(lock)()
    } finally {
      child.kill('SIGKILL')
    }
  })
})
