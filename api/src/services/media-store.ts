import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/** Image files on local disk, named by the server, under `<dataDir>/media`. */
export class MediaStore {
  constructor(readonly dir: string) {}

  /** Public path of a stored file; the client prefixes the API host. */
  urlFor(file: string): string {
    return `/media/${file}`
  }

  /** Writes bytes under a new server-made name and returns that relative name. */
  async write(storeId: number, data: Buffer, ext: string): Promise<string> {
    const file = `${storeId}/${randomUUID()}.${ext}`
    const full = this.resolve(file)
    await fs.mkdir(path.dirname(full), { recursive: true })
    await fs.writeFile(full, data, { flag: 'wx' })
    return file
  }

  async remove(file: string): Promise<void> {
    await fs.rm(this.resolve(file), { force: true })
  }

  resolve(file: string): string {
    const full = path.resolve(this.dir, file)
    if (!full.startsWith(path.resolve(this.dir) + path.sep)) {
      throw new Error(`Media path escapes the media dir: ${file}`)
    }
    return full
  }
}
