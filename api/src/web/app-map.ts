import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { AppMap } from '@vitrina/shared/rules'

import { repoRoot } from '../paths.ts'

/** The app map (`apps.json`): which remotes exist, their folders and the paths they own. */
export const APP_MAP: AppMap = JSON.parse(readFileSync(path.join(repoRoot, 'apps.json'), 'utf8'))

export interface WebDirs {
  host: string
  /** The host's server build (`dist-server/server.cjs`) drawing the first view; none: no first view. */
  hostServer?: string
  remotes: Record<string, string>
}

/** Where the builds live: `host/dist`, `host/dist-server` and `remote-<name>/dist` in the repository. */
export function defaultWebDirs(root = repoRoot): WebDirs {
  return {
    host: path.join(root, 'host/dist'),
    hostServer: path.join(root, 'host/dist-server/server.cjs'),
    remotes: Object.fromEntries(
      APP_MAP.remotes.map((remote) => [remote.name, path.join(root, remote.dir, 'dist')]),
    ),
  }
}
