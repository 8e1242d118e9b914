import fs from 'node:fs'

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data dir is in use by another Vitrina process (pid ${pid}, lock ${lockFile}). ` +
        'Stop that process first, or point VITRINA_DATA_DIR at another folder.',
    )
    this.name = 'DataDirLockedError'
  }
}

/** Who holds a lock: a pid alone is not enough, pids are reused (and often 1 in a container). */
export interface LockOwner {
  pid: number
  /** `/proc/sys/kernel/random/boot_id`: a lock from before a reboot is stale. */
  boot?: string
  /** Start time of the process in clock ticks since boot (`/proc/<pid>/stat`, field 22). */
  start?: string
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim()

/** The start time of `pid`, or undefined where /proc is missing (not Linux) or the pid is gone. */
function startTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`)
  if (!stat) return undefined
  // The name (field 2) may hold spaces and parentheses: count fields after its last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields[19]
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, boot: bootId(), start: startTime(process.pid) }
}

/** Parses a lock file: JSON now, a bare pid in files written by older versions. */
export function parseOwner(text: string): LockOwner | undefined {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) }
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return undefined
    return {
      pid: value.pid as number,
      boot: typeof value.boot === 'string' ? value.boot : undefined,
      start: typeof value.start === 'string' ? value.start : undefined,
    }
  } catch {
    return undefined
  }
}

/**
 * Whether the process that wrote `owner` still runs. Our own pid is never a
 * live holder (locks this process holds are tracked in memory): after a crash
 * in a container the restarted server usually gets the same pid. Where /proc
 * tells, the boot id and the process start time must match too, so a reused
 * pid does not keep the lock either.
 */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false
  if (!isAlive(owner.pid)) return false
  const boot = bootId()
  if (owner.boot && boot && owner.boot !== boot) return false
  if (owner.start) {
    const start = startTime(owner.pid)
    if (start && start !== owner.start) return false
  }
  return true
}

/** Lock files this process holds: a second open in the same process is refused too. */
const held = new Set<string>()

/**
 * Takes an exclusive lock file naming this process (pid, boot id, start time).
 * PGlite has no guard of its own and two processes on one data dir corrupt
 * it. A lock whose writer is gone (crash, `kill -9`, reboot, reused pid) is
 * taken over; a live holder gets a clear error.
 */
export function acquireLock(lockFile: string): () => void {
  if (held.has(lockFile)) throw new DataDirLockedError(lockFile, process.pid)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx')
      fs.writeSync(fd, JSON.stringify(currentOwner()))
      fs.closeSync(fd)
      held.add(lockFile)
      let released = false
      return () => {
        if (released) return
        released = true
        held.delete(lockFile)
        fs.rmSync(lockFile, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let text: string
      try {
        text = fs.readFileSync(lockFile, 'utf8')
      } catch (readError) {
        if ((readError as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw readError
      }
      const owner = parseOwner(text)
      if (owner && ownerAlive(owner)) throw new DataDirLockedError(lockFile, owner.pid)
      fs.rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`)
}
