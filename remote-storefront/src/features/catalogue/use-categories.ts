import type { Category } from '@vitrina/contract'
import { useEffect, useState } from 'react'

import { getCategories } from './api/get-categories'

export interface CategoriesState {
  categories: Category[]
  loaded: boolean
}

/** The store's categories by position; a failed load is logged and leaves none. */
export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ categories: [], loaded: false })
  useEffect(() => {
    let active = true
    getCategories()
      .then((categories) => {
        const ordered = [...categories].sort((a, b) => a.position - b.position)
        if (active) setState({ categories: ordered, loaded: true })
      })
      .catch((error: unknown) => {
        console.error('Error cargando categorías', error)
        if (active) setState({ categories: [], loaded: true })
      })
    return () => {
      active = false
    }
  }, [])
  return state
}
