import { createStore } from 'jotai'

import {
  isLoadingAtom,
  loadingCountValueAtom,
  resetLoadingAtom,
  startLoadingAtom,
  stopLoadingAtom,
} from './atoms'

describe('loading counter', () => {
  it('rises per start, falls per stop, never below zero, and resets', () => {
    const store = createStore()
    store.set(startLoadingAtom)
    store.set(startLoadingAtom)
    expect(store.get(loadingCountValueAtom)).toBe(2)
    store.set(stopLoadingAtom)
    expect(store.get(isLoadingAtom)).toBe(true)
    store.set(stopLoadingAtom)
    store.set(stopLoadingAtom)
    expect(store.get(loadingCountValueAtom)).toBe(0)
    expect(store.get(isLoadingAtom)).toBe(false)
    store.set(startLoadingAtom)
    store.set(resetLoadingAtom)
    expect(store.get(isLoadingAtom)).toBe(false)
  })
})
