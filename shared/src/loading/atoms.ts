import { atom } from 'jotai'

const loadingCountAtom = atom(0)

/** True while at least one request is in flight. */
export const isLoadingAtom = atom((get) => get(loadingCountAtom) > 0)
/** How many requests are in flight. */
export const loadingCountValueAtom = atom((get) => get(loadingCountAtom))
/** A request started. */
export const startLoadingAtom = atom(null, (get, set) =>
  set(loadingCountAtom, get(loadingCountAtom) + 1),
)
/** A request ended; the counter never goes below zero. */
export const stopLoadingAtom = atom(null, (get, set) =>
  set(loadingCountAtom, Math.max(0, get(loadingCountAtom) - 1)),
)
/** Forget every pending request (e.g. after a navigation that abandoned them). */
export const resetLoadingAtom = atom(null, (_get, set) => set(loadingCountAtom, 0))
