import type { StoreImage } from '@vitrina/shared'
import { useEffect, useState } from 'react'

import { getCovers } from './api/get-covers'

export interface CoversState {
  images: StoreImage[]
  loaded: boolean
}

/** The store's covers by position; a failed load is logged and leaves the list empty (product-rules §8). */
export function useCovers(): CoversState {
  const [state, setState] = useState<CoversState>({ images: [], loaded: false })

  useEffect(() => {
    let active = true
    getCovers()
      .then((images) => {
        const ordered = [...images].sort((a, b) => a.position - b.position)
        if (active) setState({ images: ordered, loaded: true })
      })
      .catch((error: unknown) => {
        console.error('Error cargando portadas', error)
        if (active) setState({ images: [], loaded: true })
      })
    return () => {
      active = false
    }
  }, [])

  return state
}
