import { closeDrawerAtom, drawerAtom, resetDrawerAtom } from '@vitrina/shared'
import { Box, Drawer, Flex, Portal } from '@vitrina/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'

import { useIsMobile } from '../../hooks/use-is-mobile'
import { AdminSidebar } from './admin-sidebar'
import { usePageHeading } from './use-page-heading'

/** Sidebar width (product-rules §9): 260, or 80 when mini. */
export const SIDEBAR_WIDTH = { full: 260, mini: 80 } as const

export interface AdminLayoutProps {
  /** Sidebar badge counts by entry label (`orders`: the pending orders). */
  counts?: Partial<Record<string, number | null>>
}

/**
 * The admin frame: a temporary drawer below lg, a permanent sidebar (mini or
 * full) from lg up, driven by the shared drawer atom that the app bar toggles.
 */
export function AdminLayout({ counts }: AdminLayoutProps = {}) {
  const { t } = useTranslation('admin')
  const isMobile = useIsMobile()
  const drawer = useAtomValue(drawerAtom)
  const resetDrawer = useSetAtom(resetDrawerAtom)
  const closeDrawer = useSetAtom(closeDrawerAtom)
  const main = useRef<HTMLElement>(null)
  usePageHeading(main)

  // Spec §4 reset on entering the admin area and whenever the breakpoint flips.
  useEffect(() => {
    resetDrawer(isMobile)
  }, [isMobile, resetDrawer])

  const width = drawer.mini ? SIDEBAR_WIDTH.mini : SIDEBAR_WIDTH.full
  return (
    <Flex align="stretch" minH="100%">
      {isMobile ? (
        <Drawer.Root
          open={drawer.open}
          onOpenChange={(event) => {
            if (!event.open) closeDrawer()
          }}
          placement="start"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={`${SIDEBAR_WIDTH.full}px`} data-testid="admin-drawer">
                {/* The dialog's accessible name (its aria-labelledby points at the title). */}
                <Drawer.Title srOnly>{t('layout.drawerTitle')}</Drawer.Title>
                <Drawer.Body p="0">
                  <AdminSidebar mini={false} onNavigate={closeDrawer} counts={counts} />
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : (
        <Box
          data-testid="admin-sidebar"
          data-mini={drawer.mini}
          w={`${width}px`}
          flexShrink={0}
          borderEndWidth="1px"
          transition="width 0.2s"
          overflowX="hidden"
        >
          <AdminSidebar mini={drawer.mini} counts={counts} />
        </Box>
      )}
      <Box as="main" ref={main} flex="1" minW="0" p={{ base: '4', lg: '6' }}>
        <Outlet />
      </Box>
    </Flex>
  )
}
