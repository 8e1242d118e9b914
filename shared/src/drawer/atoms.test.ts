import { createStore } from 'jotai'

import { drawerAtom, resetDrawerAtom, toggleDrawerAtom } from './atoms'

describe('drawer atoms', () => {
  it('starts open and not mini', () => {
    expect(createStore().get(drawerAtom)).toEqual({ open: true, mini: false })
  })

  it('toggles open on mobile and mini on desktop', () => {
    const store = createStore()
    store.set(toggleDrawerAtom, true)
    expect(store.get(drawerAtom)).toEqual({ open: false, mini: false })
    store.set(toggleDrawerAtom, false)
    expect(store.get(drawerAtom)).toEqual({ open: false, mini: true })
  })

  it('resets to open on desktop and closed on mobile, mini off', () => {
    const store = createStore()
    store.set(toggleDrawerAtom, false)
    store.set(resetDrawerAtom, true)
    expect(store.get(drawerAtom)).toEqual({ open: false, mini: false })
    store.set(resetDrawerAtom, false)
    expect(store.get(drawerAtom)).toEqual({ open: true, mini: false })
  })
})
