import '../../locales'

import { storeDisplayName, storeInfoAtom } from '@vitrina/shared'
import { Box, Button, Flex, Heading, HStack, Text } from '@vitrina/ui'
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import {
  dismissBanner,
  isBannerDismissed,
  isStandalone,
  shouldShowInstallBanner,
} from '../../pwa/banner-rules'
import { installPromptAtom } from '../../pwa/install-prompt'

/**
 * The install-the-app bottom sheet ('Instala …', Instalar, Cerrar). Like a
 * bottom sheet it slides up from below the screen (as Chakra's bottom drawer
 * does; not with reduced motion). An offer of the browser's is not the page's
 * content: entering from off-screen, it is not a candidate for the page's
 * largest contentful paint (docs/first-view.md).
 */
export function PwaBanner() {
  const { t } = useTranslation('host')
  const [prompt, setPrompt] = useAtom(installPromptAtom)
  const { store } = useAtomValue(storeInfoAtom)
  const [dismissed, setDismissed] = useState(isBannerDismissed)
  const visible = shouldShowInstallBanner({
    hasPrompt: prompt !== null,
    standalone: isStandalone(),
    dismissed,
  })
  if (!visible || !prompt) return null

  const close = () => {
    dismissBanner()
    setDismissed(true)
    setPrompt(null)
  }
  const install = async () => {
    try {
      await prompt.prompt()
      await prompt.userChoice
    } catch (error) {
      console.warn('[pwa] install prompt failed', error)
    }
    // Accepted or cancelled, the banner has done its job.
    close()
  }

  return (
    <Box
      role="dialog"
      aria-labelledby="pwa-banner-title"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="modal"
      bg="bg.panel"
      color="fg"
      boxShadow="0 -4px 16px rgba(0,0,0,0.15)"
      borderTopRadius="xl"
      padding="4"
      animationName="slide-from-bottom-full"
      animationDuration="slowest"
      animationTimingFunction="ease-in-smooth"
      _motionReduce={{ animation: 'none' }}
    >
      <Flex direction="column" gap="3" maxWidth="600px" marginX="auto">
        <Heading as="h2" size="md" id="pwa-banner-title">
          {t('pwa.title', { name: storeDisplayName(store) })}
        </Heading>
        <Text color="fg.muted">{t('pwa.text')}</Text>
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={close}>
            {t('pwa.close')}
          </Button>
          <Button onClick={() => void install()}>{t('pwa.install')}</Button>
        </HStack>
      </Flex>
    </Box>
  )
}
