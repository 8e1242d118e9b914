/** The part of newman's programmatic interface the boundary fuzzing uses. */
declare module 'newman' {
  interface Execution {
    item: { name: string }
    request: { method: string; url: { toString(): string } }
    response?: { code: number; stream?: Uint8Array; headers?: { get(name: string): unknown } }
  }
  interface RunOptions {
    collection: object
    envVar?: { key: string; value: string }[]
    reporters?: string[]
    timeoutRequest?: number
    ignoreRedirects?: boolean
  }
  function run(
    options: RunOptions,
    callback: (error: Error | null, summary: { run: { executions: Execution[] } }) => void,
  ): void
  const newman: { run: typeof run }
  export default newman
}
