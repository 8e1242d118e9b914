import { storeInfoAtom } from '@vitrina/shared'
import { currencyExponent, formatMoney } from '@vitrina/shared/rules'
import { Box, SimpleGrid, Stack, Text } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import type { ThemeDraft } from '../theme-draft'
import { textStyle } from './preview-vars'

/** The placeholder prices, in major units: written as the store writes its own. */
const PRICES = [12_500, 8_900, 21_000]

/** Three placeholder product cards: picture, title, note, price, button and link. */
export function PreviewProducts({
  typography,
  phone,
}: {
  typography: ThemeDraft['typography']
  phone: boolean
}) {
  const { t } = useTranslation(THEME_NS)
  const currency = useAtomValue(storeInfoAtom).store?.currency ?? 'ARS'
  return (
    <SimpleGrid columns={phone ? 1 : 3} gap="4">
      {PRICES.map((price, i) => (
        <Stack
          key={price}
          bg="bg.panel"
          borderRadius="md"
          borderWidth="1px"
          overflow="hidden"
          gap="0"
        >
          <Box h="24" bg="brand.primary" opacity={0.15} />
          <Stack p="3" gap="1">
            <Text
              fontFamily="heading"
              color="brand.subtitle"
              lineHeight="1.25"
              style={textStyle(typography, 'h3')}
            >
              {t('preview.product', { n: i + 1 })}
            </Text>
            <Text color="brand.caption" fontSize="sm">
              {t('preview.productText')}
            </Text>
            <Text color="brand.primary" fontWeight="bold">
              {formatMoney(price * 10 ** currencyExponent(currency), currency)}
            </Text>
            <Box
              as="span"
              data-testid={i === 0 ? 'theme-preview-button' : undefined}
              bg="primary.solid"
              color="primary.contrast"
              borderRadius="md"
              px="3"
              py="2"
              textAlign="center"
              fontWeight="semibold"
              fontSize="sm"
            >
              {t('preview.buy')}
            </Box>
            <Text as="span" color="brand.primary" textDecoration="underline" fontSize="sm">
              {t('preview.link')}
            </Text>
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
