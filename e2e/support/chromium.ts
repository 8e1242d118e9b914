import settings from './chromium.json'

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Flags for a headless run on a machine without network (shared with `pnpm bench`). */
export const CHROMIUM_ARGS: string[] = settings.args

/** A string found only in each singleton's own code, to spot a second copy anywhere. */
export const SINGLETON_MARKERS: Record<string, string> = settings.singletonMarkers
