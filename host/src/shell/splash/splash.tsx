import '../../locales'

import { readFirstView, storage, STORAGE_KEYS } from '@vitrina/shared'
import { Box, Image } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { startupDoneAtom, startupProgressAtom } from '../../startup/atoms'
import { ProgressBar } from '../progress-bar'

/**
 * The loading splash: the logo and background colour of the last visit (so
 * it needs nothing from the network), a progress bar, then it hides. When the
 * server drew the store (docs/first-view.md) only the progress shows, as a
 * slim bar along the top: covering the drawn page would hide what it is for.
 */
export function Splash() {
  const { t } = useTranslation('host')
  const progress = useAtomValue(startupProgressAtom)
  const done = useAtomValue(startupDoneAtom)
  const [remembered] = useState(() => ({
    logo: storage.get(STORAGE_KEYS.storeLogoUrl),
    background: storage.get(STORAGE_KEYS.storeBackgroundColor),
  }))
  const [logoLoaded, setLogoLoaded] = useState(false)
  const [drawn] = useState(() => readFirstView() !== null)
  if (done) return null
  if (drawn) {
    return (
      <Box data-testid="startup-bar" position="fixed" top="0" insetX="0" zIndex="overlay">
        <ProgressBar value={progress} label={t('splash.loading')} bg="transparent" />
      </Box>
    )
  }
  return (
    <Box
      data-testid="splash"
      position="fixed"
      inset="0"
      zIndex="overlay"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="6"
      bg={remembered.background ?? 'white'}
    >
      {remembered.logo && (
        <Image
          src={remembered.logo}
          alt=""
          boxSize="120px"
          objectFit="contain"
          opacity={logoLoaded ? 1 : 0}
          transition="opacity 0.4s ease-in"
          onLoad={() => setLogoLoaded(true)}
        />
      )}
      <ProgressBar value={progress} label={t('splash.loading')} width="200px" />
    </Box>
  )
}
