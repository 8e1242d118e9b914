import type { StoreImage } from '@vitrina/contract'
import { absoluteMediaUrl, storeDisplayName, storeInfoAtom, storeLogoUrl } from '@vitrina/shared'
import { Box, Flex, Image, Text } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import type { ThemeDraft } from '../theme-draft'
import { PreviewProducts } from './preview-products'
import { textStyle } from './preview-vars'

export interface PreviewStoreProps {
  typography: ThemeDraft['typography']
  phone: boolean
  cover: StoreImage | null
}

/**
 * The store's home as a shopper sees it (app bar, first cover, products), in
 * the draft theme. Its colours and families come from the variables of the
 * preview's root, so a colour edit does not re-render it.
 */
export const PreviewStore = memo(function PreviewStore({
  typography,
  phone,
  cover,
}: PreviewStoreProps) {
  const { t } = useTranslation(THEME_NS)
  const { store } = useAtomValue(storeInfoAtom)
  const name = storeDisplayName(store)
  const logo = storeLogoUrl(store)
  const coverUrl = cover ? absoluteMediaUrl(cover.image) : null
  return (
    <Box bg="bg" color="fg" fontFamily="body" style={textStyle(typography, 'body1')}>
      <Flex
        as="header"
        align="center"
        gap="3"
        px={phone ? '2' : '4'}
        minH="64px"
        bg="bg.panel"
        boxShadow="sm"
      >
        {logo ? <Image src={logo} alt="" boxSize="44px" objectFit="contain" /> : null}
        <Text
          as="span"
          data-testid="theme-preview-title"
          fontFamily="heading"
          fontWeight="semibold"
          color="brand.title"
          fontSize={phone ? '20px' : '28px'}
          truncate
        >
          {name}
        </Text>
      </Flex>
      <Box h={phone ? '200px' : '280px'} bg="bg.panel" position="relative" overflow="hidden">
        {coverUrl ? (
          <Image src={coverUrl} alt="" w="100%" h="100%" objectFit="cover" />
        ) : (
          <Flex h="100%" align="center" justify="center" color="fg.muted">
            {t('preview.noCover')}
          </Flex>
        )}
      </Box>
      <Box p={phone ? '4' : '6'}>
        <Text
          data-testid="theme-preview-headline"
          fontFamily="heading"
          color="brand.headline"
          lineHeight="1.2"
          mb="2"
          style={textStyle(typography, 'h2')}
        >
          {t('preview.headline')}
        </Text>
        <Text data-testid="theme-preview-text" color="brand.text" mb="4">
          {t('preview.intro')}
        </Text>
        <PreviewProducts typography={typography} phone={phone} />
      </Box>
    </Box>
  )
})
