import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Db } from '../db/client.ts'
import { HttpError, storeNotFound } from '../http-error.ts'
import {
  conflict,
  createStore,
  createUser,
  findStore,
  findUserByEmail,
  verifyPassword,
} from '../services/accounts.ts'
import { DEMO, seedDemo } from '../services/demo-seed.ts'
import { makeMissingVariants } from '../services/image-variants.ts'
import type { MediaStore } from '../services/media-store.ts'
import { platformUrl, signupConfigFromEnv, storeUrl } from '../signup/config.ts'
import { applyThemeInput } from '../theme/theme-rules.ts'
import { publishTheme } from '../theme/theme-versions.ts'
import {
  REMOTE_COMMANDS,
  RemoteCliError,
  type RemoteCommand,
  runRemoteCommand,
} from './remote-commands.ts'

export interface CliContext {
  /** Opened lazily, so `--help`, usage errors and remote commands never touch the database. */
  open(): Promise<{ db: Db; media: MediaStore; close(): Promise<void> }>
  out(line: string): void
  err(line: string): void
  /** Environment of the remote commands and of the store URLs printed (process.env by default). */
  env?: NodeJS.ProcessEnv
}

export const USAGE = `Usage: pnpm vitrina <command> [options]

Commands:
  store:create --subdomain S --name N --owner-email E --owner-password P [--owner-username U]
      Creates a store. The owner is created too, or reused when the email
      exists and the password matches.
  user:create --email E --password P [--username U]
      Creates a user (a customer of any store).
  theme:set --subdomain S --file F
      Sets the store's theme from a JSON file in the shape GET tienda/theme/
      answers (light_colors, dark_colors, typography; any part of it). Colours,
      contrast, font families, sizes and weights are checked as the editor's
      'Publicar' checks them; on any error nothing changes. Kept as a version.
  images:variants [--subdomain S]
      Makes the WebP variants (narrower copies for srcset) of logos and covers
      stored before uploads made them, for one store or all. Safe to run again:
      images that have them are left alone. Prints how many it made.
  demo:seed
      Creates the demo store "demo" (owner ${DEMO.ownerEmail} / ${DEMO.password},
      customer ${DEMO.customerEmail} / ${DEMO.password}). Safe to run again.
  remote:deploy --name N --manifest-url URL [--server URL] [--token T]
      Makes the remote N (storefront, auth, admin) load from URL (its
      mf-manifest.json, or the folder holding it, ending in /) on a running
      server, after the server checks it against the host.
  remote:rollback --name N [--server URL] [--token T]
      Returns the remote N to the build it had before.
  remote:list [--server URL] [--token T]
      Each remote's current build and its last deploys.

Environment: VITRINA_DATA_DIR (default <repo>/data), DATABASE_URL (postgres://…);
for remote:*: VITRINA_DEPLOY_SERVER (default http://127.0.0.1:$PORT, PORT 8080)
and VITRINA_DEPLOY_TOKEN.`

class UsageError extends Error {}

const commands = {
  'store:create': {
    options: {
      subdomain: { type: 'string' },
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-password': { type: 'string' },
      'owner-username': { type: 'string' },
    },
    required: ['subdomain', 'name', 'owner-email', 'owner-password'],
  },
  'user:create': {
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
    },
    required: ['email', 'password'],
  },
  'theme:set': {
    options: { subdomain: { type: 'string' }, file: { type: 'string' } },
    required: ['subdomain', 'file'],
  },
  'demo:seed': { options: {}, required: [] },
  'images:variants': { options: { subdomain: { type: 'string' } }, required: [] },
  'remote:deploy': {
    options: {
      name: { type: 'string' },
      'manifest-url': { type: 'string' },
      server: { type: 'string' },
      token: { type: 'string' },
    },
    required: ['name', 'manifest-url'],
  },
  'remote:rollback': {
    options: { name: { type: 'string' }, server: { type: 'string' }, token: { type: 'string' } },
    required: ['name'],
  },
  'remote:list': {
    options: { server: { type: 'string' }, token: { type: 'string' } },
    required: [],
  },
} as const

type Command = keyof typeof commands
type Values = Record<string, string | undefined>

function parse(command: Command, args: string[]): Values {
  const spec = commands[command]
  let values: Values
  try {
    values = parseArgs({ args, options: spec.options, strict: true, allowPositionals: false })
      .values as Values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const missing = spec.required.filter((name) => !values[name])
  if (missing.length > 0) {
    throw new UsageError(`Missing ${missing.map((m) => `--${m}`).join(', ')} for ${command}.`)
  }
  return values
}

function describe(error: HttpError): string {
  const fields = Object.values(error.errors ?? {}).flat()
  return fields.length > 0 ? fields.join(' ') : error.detail
}

/** The theme file's JSON; an unreadable or malformed file is a usage-level error. */
/**
 * `--file` as the operator typed it: relative to where `pnpm vitrina` was run
 * (pnpm's `INIT_CWD`; the command itself runs in `api/`), else to the cwd.
 */
export const typedPath = (file: string, env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.INIT_CWD || process.cwd(), file)

async function readThemeFile(given: string, env: NodeJS.ProcessEnv | undefined): Promise<unknown> {
  const file = typedPath(given, env)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new Error(`No se pudo leer ${file}: ${(error as Error).message}`)
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new Error(`${file} no es JSON válido: ${(error as Error).message}`)
  }
}

/** Validates the whole file first; the store's theme is written only when all of it is valid. */
async function setTheme(db: Db, values: Values, ctx: CliContext): Promise<void> {
  const input = await readThemeFile(values.file!, ctx.env)
  const subdomain = values.subdomain!.trim().toLowerCase()
  const store = await findStore(db, subdomain)
  if (!store) throw storeNotFound()
  // A new version, as a publish from the editor (merged onto the theme as it is
  // under the store's lock); every running instance drops this store's cached
  // answers once the change commits.
  await publishTheme(db, store.id, (current) => {
    const { theme, errors } = applyThemeInput(current, input)
    if (Object.keys(errors).length > 0) {
      const lines = Object.entries(errors).map(
        ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
      )
      throw new Error(`El tema no es válido; no se cambió nada.\n${lines.join('\n')}`)
    }
    return theme
  })
  ctx.out(`Theme of store ${store.subdomain} updated.`)
}

async function imageVariants(db: Db, media: MediaStore, values: Values, ctx: CliContext) {
  let storeId: number | undefined
  if (values.subdomain !== undefined) {
    const store = await findStore(db, values.subdomain.trim().toLowerCase())
    if (!store) throw storeNotFound()
    storeId = store.id
  }
  const { made, skipped } = await makeMissingVariants(db, media, storeId)
  ctx.out(`Made variants for ${made} ${made === 1 ? 'image' : 'images'}.`)
  for (const image of skipped) {
    ctx.err(`Image ${image.id} (${image.file}) left without variants: ${image.reason}.`)
  }
}

async function run(command: Command, values: Values, ctx: CliContext): Promise<void> {
  if ((REMOTE_COMMANDS as readonly string[]).includes(command)) {
    const lines = await runRemoteCommand(
      command as RemoteCommand,
      {
        name: values.name,
        manifestUrl: values['manifest-url'],
        server: values.server,
        token: values.token,
      },
      ctx.env,
    )
    for (const line of lines) ctx.out(line)
    return
  }
  const { db, media, close } = await ctx.open()
  try {
    if (command === 'user:create') {
      const user = await createUser(db, {
        email: values.email!,
        password: values.password!,
        username: values.username,
      })
      ctx.out(`Created user ${user.email} (id ${user.id}, username ${user.username}).`)
    } else if (command === 'store:create') {
      // The address it prints, on the platform's configured origin as sign-up answers it
      // (VITRINA_BASE_URL or _DOMAIN, else localhost): read first, so a bad setting stops
      // the command before a store is made, not after.
      const platform = platformUrl(signupConfigFromEnv(ctx.env ?? process.env), undefined)
      const subdomain = values.subdomain!.trim().toLowerCase()
      if (await findStore(db, subdomain)) {
        throw conflict(`Ya existe una tienda con el subdominio ${subdomain}.`)
      }
      // One transaction: a store that cannot be made leaves no new owner behind.
      const store = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        const existing = await findUserByEmail(txDb, values['owner-email']!)
        if (existing && !(await verifyPassword(existing.passwordHash, values['owner-password']!))) {
          throw conflict(
            `El usuario ${existing.email} ya existe y la contraseña no coincide; no se creó la tienda.`,
          )
        }
        const owner =
          existing ??
          (await createUser(txDb, {
            email: values['owner-email']!,
            password: values['owner-password']!,
            username: values['owner-username'],
          }))
        return createStore(txDb, { subdomain, name: values.name!, ownerUserId: owner.id })
      })
      ctx.out(
        `Created store ${store.subdomain} (id ${store.id}): ${storeUrl(platform, store.subdomain)}`,
      )
    } else if (command === 'theme:set') {
      await setTheme(db, values, ctx)
    } else if (command === 'images:variants') {
      await imageVariants(db, media, values, ctx)
    } else {
      const store = await seedDemo(db, media)
      ctx.out(`Demo store ready: ${store.subdomain} (id ${store.id}).`)
      ctx.out(`  Owner    ${DEMO.ownerEmail} / ${DEMO.password}`)
      ctx.out(`  Customer ${DEMO.customerEmail} / ${DEMO.password}`)
    }
  } finally {
    await close()
  }
}

/** Runs one command line; resolves to the process exit code (0 ok, 1 failed, 2 usage). */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const [command, ...args] = argv
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    ctx.out(USAGE)
    return command ? 0 : 2
  }
  if (!(command in commands)) {
    ctx.err(`Error: unknown command "${command}".\n\n${USAGE}`)
    return 2
  }
  try {
    const values = parse(command as Command, args)
    await run(command as Command, values, ctx)
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.err(`Error: ${error.message}\n\n${USAGE}`)
      return 2
    }
    if (error instanceof RemoteCliError) {
      ctx.err(`Error: ${error.message}`)
      return 1
    }
    if (error instanceof HttpError) {
      ctx.err(`Error: ${describe(error)}`)
      return 1
    }
    ctx.err(`Error: ${(error as Error).message}`)
    return 1
  }
}
