import net from 'node:net'

export interface LostReplyProxy {
  /** The database's URL through the proxy. */
  url: string
  /**
   * The next `COMMIT` goes through and runs, and its connection drops before
   * the reply reaches the client: the write committed, its caller hears of
   * a lost connection.
   */
  loseNextCommitReply(): void
  close(): Promise<void>
}

/**
 * A TCP proxy in front of PostgreSQL that can lose the reply to a `COMMIT`,
 * as a network that fails at that moment would. Every byte passes unchanged
 * otherwise.
 */
export async function lostReplyProxy(databaseUrl: string): Promise<LostReplyProxy> {
  const target = new URL(databaseUrl)
  let armed = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    sockets.add(client).add(upstream)
    let committing = false
    client.on('data', (chunk: Buffer) => {
      // A simple or extended query whose text is `commit` (drizzle's ends a transaction so).
      if (armed && /commit/i.test(chunk.toString('latin1'))) {
        armed = false
        committing = true
      }
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      if (!committing) return void client.write(chunk)
      // The server has answered the COMMIT: it is done. The client never hears it.
      client.destroy()
      upstream.destroy()
    })
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('close', close).on('error', close)
    upstream.on('close', close).on('error', close)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    loseNextCommitReply: () => {
      armed = true
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
