/**
 * `pnpm vitrina remote:deploy|remote:rollback|remote:list`: a remote team's
 * CI calling the server's deploy interface over HTTP (no database here).
 */

export interface RemoteCliOptions {
  /** The server's origin: `--server`, else `VITRINA_DEPLOY_SERVER`, else http://127.0.0.1:$PORT. */
  server?: string
  /** `--token`, else `VITRINA_DEPLOY_TOKEN`. */
  token?: string
  name?: string
  manifestUrl?: string
}

export const REMOTE_COMMANDS = ['remote:deploy', 'remote:rollback', 'remote:list'] as const
export type RemoteCommand = (typeof REMOTE_COMMANDS)[number]

export class RemoteCliError extends Error {}

interface RemoteStatus {
  name: string
  manifest_url: string
  version: string | null
  build_time: string | null
  action: string
  deployed_at: string
  replaced_url: string | null
  can_rollback: boolean
  history: { manifest_url: string; action: string; version: string | null; created_at: string }[]
}

export function describeStatus(remote: RemoteStatus, withHistory = false): string[] {
  const lines = [
    `${remote.name}  ${remote.manifest_url}`,
    `  version ${remote.version ?? '?'}${remote.build_time ? `, built ${remote.build_time}` : ''}; ${remote.action} at ${remote.deployed_at}`,
    `  replaced ${remote.replaced_url ?? '(nothing)'}${remote.can_rollback ? '' : '; nothing to roll back to'}`,
  ]
  if (withHistory) {
    for (const entry of remote.history) {
      lines.push(
        `    ${entry.created_at}  ${entry.action.padEnd(8)} ${entry.version ?? '?'}  ${entry.manifest_url}`,
      )
    }
  }
  return lines
}

/** Runs one remote command; resolves to the lines to print. Throws RemoteCliError on failure. */
export async function runRemoteCommand(
  command: RemoteCommand,
  options: RemoteCliOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const server = (
    options.server ||
    env.VITRINA_DEPLOY_SERVER ||
    `http://127.0.0.1:${env.PORT || 8080}`
  ).replace(/\/+$/, '')
  const token = options.token || env.VITRINA_DEPLOY_TOKEN
  if (!token) throw new RemoteCliError('Missing the deploy token: --token or VITRINA_DEPLOY_TOKEN.')
  if (command !== 'remote:list' && !options.name) {
    throw new RemoteCliError(`Missing --name (storefront, auth or admin) for ${command}.`)
  }
  if (command === 'remote:deploy' && !options.manifestUrl) {
    throw new RemoteCliError('Missing --manifest-url for remote:deploy.')
  }
  const name = encodeURIComponent(options.name ?? '')
  const [method, path, body] =
    command === 'remote:list'
      ? ['GET', '/api/v1/deploy/remotes/', undefined]
      : command === 'remote:deploy'
        ? ['PUT', `/api/v1/deploy/remotes/${name}/`, { manifestUrl: options.manifestUrl }]
        : ['POST', `/api/v1/deploy/remotes/${name}/rollback/`, undefined]
  let response: Response
  try {
    response = await fetch(server + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    throw new RemoteCliError(`Could not reach ${server}: ${(error as Error).message}`)
  }
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  if (!response.ok) {
    const detail = (json as { detail?: string; code?: string } | null)?.detail
    const code = (json as { code?: string } | null)?.code
    throw new RemoteCliError(
      `${method} ${path} → HTTP ${response.status}${code ? ` ${code}` : ''}: ${detail ?? text.slice(0, 200)}`,
    )
  }
  if (command === 'remote:list') {
    return (json as { remotes: RemoteStatus[] }).remotes.flatMap((remote) =>
      describeStatus(remote, true),
    )
  }
  const status = json as RemoteStatus
  return [
    command === 'remote:deploy' ? `Deployed ${status.name}.` : `Rolled back ${status.name}.`,
    ...describeStatus(status),
  ]
}
