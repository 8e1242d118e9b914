import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { getDefaultSystem, type VitrinaSystem } from './system'

export interface UiProviderProps {
  system?: VitrinaSystem
  children: ReactNode
}

/** The one ChakraProvider; the host mounts it, and standalone remotes and tests reuse it. */
export function UiProvider({ system, children }: UiProviderProps) {
  return <ChakraProvider value={system ?? getDefaultSystem()}>{children}</ChakraProvider>
}
