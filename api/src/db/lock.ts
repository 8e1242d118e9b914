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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes an exclusive lock file holding our pid. PGlite has no guard of its own
 * and two processes on one data dir corrupt it. A lock left by a dead process
 * is taken over.
 */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        fs.rmSync(lockFile, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10)
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(lockFile, pid)
      }
      if (pid === process.pid) throw new DataDirLockedError(lockFile, pid)
      fs.rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`)
}
