import type { StoreInfo } from '@vitrina/contract'
import { createStore } from 'jotai'

import { testStoreInfo } from '../testing/store-info'
import { setStoreInfoAtom, setStoreLogosAtom, storeInfoAtom } from './atoms'

const store: StoreInfo = testStoreInfo({
  logo: '/media/old.png',
  logo_url: '/media/old.png',
  logos: [{ id: 1, image: '/media/old.png', position: 0 }],
})

describe('setStoreLogosAtom', () => {
  it('replaces the logos of the loaded store, keeping the rest', () => {
    const jotai = createStore()
    jotai.set(setStoreInfoAtom, store)
    const logos = [{ id: 9, image: '/media/new.png', position: 0 }]
    jotai.set(setStoreLogosAtom, logos)
    expect(jotai.get(storeInfoAtom)).toEqual({ store: { ...store, logos }, loaded: true })
  })

  it('does nothing while no store is loaded', () => {
    const jotai = createStore()
    jotai.set(setStoreLogosAtom, [{ id: 9, image: '/media/new.png', position: 0 }])
    expect(jotai.get(storeInfoAtom)).toEqual({ store: null, loaded: false })
  })
})

describe('setStoreInfoAtom', () => {
  it('keeps the value when the same store comes again, so nothing renders again', () => {
    const jotai = createStore()
    jotai.set(setStoreInfoAtom, store)
    const first = jotai.get(storeInfoAtom)
    jotai.set(setStoreInfoAtom, structuredClone(store))
    expect(jotai.get(storeInfoAtom)).toBe(first)
    jotai.set(setStoreInfoAtom, { ...store, name: 'Otra' })
    expect(jotai.get(storeInfoAtom)).toEqual({ store: { ...store, name: 'Otra' }, loaded: true })
  })

  it('marks a first null answer loaded', () => {
    const jotai = createStore()
    jotai.set(setStoreInfoAtom, null)
    expect(jotai.get(storeInfoAtom)).toEqual({ store: null, loaded: true })
  })
})
