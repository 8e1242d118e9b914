import { atom } from 'jotai'

/** Admin drawer state of product-rules §3: open (default true), mini (default false). */
export interface DrawerState {
  open: boolean
  mini: boolean
}

const drawerBaseAtom = atom<DrawerState>({ open: true, mini: false })

export const drawerAtom = atom((get) => get(drawerBaseAtom))

/** On mobile the toggle opens or closes the drawer; on desktop it switches mini. */
export const toggleDrawerAtom = atom(null, (get, set, isMobile: boolean) => {
  const state = get(drawerBaseAtom)
  set(drawerBaseAtom, isMobile ? { ...state, open: !state.open } : { ...state, mini: !state.mini })
})

/** Reset: open on desktop, closed on mobile, mini off. */
export const resetDrawerAtom = atom(null, (_get, set, isMobile: boolean) =>
  set(drawerBaseAtom, { open: !isMobile, mini: false }),
)

/** Closes the drawer (mobile, after choosing an entry). */
export const closeDrawerAtom = atom(null, (get, set) =>
  set(drawerBaseAtom, { ...get(drawerBaseAtom), open: false }),
)
