import '../../locales'

import {
  drawerAtom,
  isLoadingAtom,
  navigate,
  storeDisplayName,
  storeInfoAtom,
  storeLogoSrcSet,
  storeLogoUrl,
  toggleDrawerAtom,
} from '@vitrina/shared'
import { Box, chakra, Flex, IconButton, Image, Text, useBreakpointValue } from '@vitrina/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { isAdminPath } from '../../app/app-map'
import { MenuIcon } from '../icons/icons'
import { ProgressBar } from '../progress-bar'
import { AccountMenu } from './account-menu'
import { CartButton } from './cart-button'
import { LanguageSwitch } from './language-switch'
import { APP_BAR_LOGO_SIZE as LOGO_SIZE } from './logo-size'
import { ThemeToggle } from './theme-toggle'

/** Height of the app bar; the snackbar sits just below it. */
export const APP_BAR_HEIGHT = '64px'

/** Title sizes of product-rules §9: xs and sm 20px, md 24px, larger 28px. */
const TITLE_SIZE = { base: '20px', md: '24px', lg: '28px' }

/** The top app bar: store logo and name, admin controls, language and account. */
export function AppBar() {
  const { t } = useTranslation('host')
  const { pathname } = useLocation()
  const { store } = useAtomValue(storeInfoAtom)
  const loading = useAtomValue(isLoadingAtom)
  const toggleDrawer = useSetAtom(toggleDrawerAtom)
  const drawer = useAtomValue(drawerAtom)
  // The server (first view) has no window to measure: it takes the base value.
  const mobile =
    useBreakpointValue({ base: true, lg: false }, { ssr: typeof window === 'undefined' }) ?? true
  const admin = isAdminPath(pathname)
  const name = storeDisplayName(store)
  const logo = storeLogoUrl(store)
  const logoSrcSet = storeLogoSrcSet(store)

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel"
      color="fg"
      boxShadow="sm"
    >
      <Flex align="center" gap="2" minHeight={APP_BAR_HEIGHT} paddingX={{ base: '2', md: '4' }}>
        {admin && (
          <IconButton
            aria-label={t('appBar.toggleNav')}
            // Open on a phone; full (not mini) on a desktop.
            aria-expanded={mobile ? drawer.open : !drawer.mini}
            variant="ghost"
            color="inherit"
            onClick={() => toggleDrawer(mobile)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <chakra.button
          type="button"
          onClick={() => navigate('/')}
          aria-label={t('appBar.home', { store: name })}
          display="flex"
          alignItems="center"
          gap="3"
          minWidth="0"
          cursor="pointer"
          bg="transparent"
          color="inherit"
        >
          {logo && (
            <Image
              src={logo}
              srcSet={logoSrcSet ?? undefined}
              sizes={logoSrcSet ? LOGO_SIZE : undefined}
              alt={store?.logos?.[0]?.alt || t('appBar.logoAlt', { store: name })}
              boxSize={LOGO_SIZE}
              objectFit="contain"
            />
          )}
          <Text
            as="span"
            fontSize={TITLE_SIZE}
            fontFamily="heading"
            fontWeight="semibold"
            color="brand.title"
            truncate
          >
            {name}
          </Text>
        </chakra.button>
        <Box flex="1" />
        {admin && <ThemeToggle />}
        <LanguageSwitch />
        {!admin && <CartButton />}
        <AccountMenu />
      </Flex>
      {loading && (
        <ProgressBar
          value={null}
          label={t('splash.loading')}
          position="absolute"
          insetX="0"
          bottom="0"
        />
      )}
    </Box>
  )
}
