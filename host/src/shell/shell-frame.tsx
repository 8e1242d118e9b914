import { Box, Flex } from '@vitrina/ui'
import type { ReactNode } from 'react'

import { AppBar } from './app-bar/app-bar'
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav/bottom-nav'

export interface ShellFrameProps {
  /** The content area: the current remote, or the hero frame the server draws. */
  children: ReactNode
}

/**
 * The shell's page: app bar, content area and bottom navigation. The browser
 * renders it around the current remote, and the server renders the same
 * component for the first view (docs/first-view.md), so both draw one markup.
 */
export function ShellFrame({ children }: ShellFrameProps) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      <AppBar />
      <Box id="content" flex="1" paddingBottom={{ base: BOTTOM_NAV_HEIGHT, lg: '0' }}>
        {children}
      </Box>
      <BottomNav />
    </Flex>
  )
}
