import '../../locales'

import { Box, Flex, Link, Text } from '@vitrina/ui'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'

import { isAdminPath } from '../../theme/use-active-system'
import {
  DashboardIcon,
  HomeIcon,
  InventoryIcon,
  NotificationsIcon,
  PersonIcon,
} from '../icons/icons'

interface Entry {
  to: string
  label: string
  icon: ComponentType
}

const STORE: Entry[] = [
  { to: '/', label: 'bottomNav.home', icon: HomeIcon },
  { to: '/perfil', label: 'bottomNav.profile', icon: PersonIcon },
]
const ADMIN: Entry[] = [
  { to: '/admin', label: 'bottomNav.dashboard', icon: DashboardIcon },
  { to: '/admin/productos', label: 'bottomNav.products', icon: InventoryIcon },
  { to: '/admin/notificaciones', label: 'bottomNav.notifications', icon: NotificationsIcon },
]

/** Height the content leaves free at the bottom below `lg`. */
export const BOTTOM_NAV_HEIGHT = '56px'

/** Bottom navigation, only below the `lg` breakpoint: store or admin entries. */
export function BottomNav() {
  const { t } = useTranslation('host')
  const { pathname } = useLocation()
  const entries = isAdminPath(pathname) ? ADMIN : STORE
  return (
    <Box
      as="nav"
      aria-label={t('bottomNav.label')}
      hideFrom="lg"
      position="fixed"
      insetX="0"
      bottom="0"
      height={BOTTOM_NAV_HEIGHT}
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
    >
      <Flex as="ul" listStyleType="none" margin="0" padding="0" height="full">
        {entries.map(({ to, label, icon: EntryIcon }) => (
          <Box as="li" key={to} flex="1">
            <Link
              asChild
              height="full"
              width="full"
              justifyContent="center"
              flexDirection="column"
              gap="0"
              textDecoration="none"
              color="fg.muted"
              _currentPage={{ color: 'primary.fg', fontWeight: 'semibold' }}
            >
              <NavLink to={to} end>
                <EntryIcon />
                <Text fontSize="xs">{t(label)}</Text>
              </NavLink>
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  )
}
