import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
}

export interface StaticServer {
  origin: string
  /** Paths requested so far, in order. */
  requests: string[]
  close(): Promise<void>
}

/**
 * A plain static file server with CORS, standing in for a CDN on another
 * origin (`http://127.0.0.1:<port>`): what a remote's `dist/` is published to.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')
    requests.push(pathname)
    const file = path.join(root, path.posix.normalize(pathname))
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (!file.startsWith(root)) {
      response.writeHead(404).end()
      return
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file')
        response.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Content-Length': info.size,
        })
        createReadStream(file).pipe(response)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
