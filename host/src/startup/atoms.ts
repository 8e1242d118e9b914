import { atom } from 'jotai'

/** Progress of the initial loader: two tasks of 50 each, capped at 100 (product-rules §4). */
const progressBaseAtom = atom(0)

export const STARTUP_TASK_SHARE = 50

export const startupProgressAtom = atom((get) => get(progressBaseAtom))

/** One startup task finished. */
export const advanceStartupAtom = atom(null, (get, set) =>
  set(progressBaseAtom, Math.min(100, get(progressBaseAtom) + STARTUP_TASK_SHARE)),
)

/** The loader hides once both tasks are done. */
export const startupDoneAtom = atom((get) => get(progressBaseAtom) >= 100)
