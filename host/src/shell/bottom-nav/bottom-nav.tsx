import '../../locales'

import type { ShellNavEntry } from '@vitrina/shared'
import { Box, Flex, Link, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'

import { remoteNameForPath } from '../../app/app-map'
import { useRemoteShellNav } from '../../app/use-remote-shell-nav'
import { HomeIcon, PersonIcon } from '../icons/icons'

/** The store's entries, shown everywhere except in a remote area that brings its own. */
const STORE: ShellNavEntry[] = [
  { to: '/', label: 'host:bottomNav.home', icon: HomeIcon },
  { to: '/perfil', label: 'host:bottomNav.profile', icon: PersonIcon },
]

/** Height the content leaves free at the bottom below `lg`. */
export const BOTTOM_NAV_HEIGHT = '56px'

/**
 * Bottom navigation, only below the `lg` breakpoint: the entries of the remote
 * whose area is shown when it brings its own (the admin's), else the store's.
 * Nothing while that remote is still loading, so no wrong entry flashes.
 */
export function BottomNav() {
  const { t } = useTranslation('host')
  const { pathname } = useLocation()
  const remoteNav = useRemoteShellNav(remoteNameForPath(pathname))
  const entries = remoteNav === undefined ? [] : (remoteNav ?? STORE)
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
                <EntryIcon boxSize="6" />
                <Text fontSize="xs">{t(label)}</Text>
              </NavLink>
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  )
}
