import type { AdminProduct } from '@vitrina/contract'
import { absoluteMediaUrl } from '@vitrina/shared'
import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Image,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@vitrina/ui'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ImageIcon } from '../../components/icons'
import { nothingToSell, priceRange, stockSum } from './product-summary'
import { QuickStock } from './quick-stock'

export interface ProductRowProps {
  product: AdminProduct
  onProduct: (product: AdminProduct) => void
}

/** One product of the owner's list: photo, title, status, price range, stock and the quick stock edit. */
export function ProductRow({ product, onProduct }: ProductRowProps) {
  const { t } = useTranslation('admin')
  const [editing, setEditing] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  // The edit closed (saved or cancelled): the focus goes back to what opened it.
  const close = () => {
    setEditing(false)
    toggle.current?.focus()
  }
  const image = product.images[0]
  const stock = stockSum(product.variants)
  const price = priceRange(product)
  return (
    <Box as="li" borderBottomWidth="1px" py="3" data-testid="product-row">
      <Flex gap="3" align="center" wrap="wrap">
        <Box w="12" h="12" flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.muted">
          {image ? (
            <Image
              src={absoluteMediaUrl(image.image) ?? image.image}
              // The alternative text the owner wrote for it, as the storefront shows it.
              alt={image.alt ?? ''}
              w="12"
              h="12"
              objectFit="cover"
              loading="lazy"
              decoding="async"
            />
          ) : (
            <Flex h="100%" align="center" justify="center" color="fg.subtle" aria-hidden>
              <ImageIcon />
            </Flex>
          )}
        </Box>
        <Stack gap="1" flex="1" minW="160px">
          <Link asChild fontWeight="semibold">
            <RouterLink to={`/admin/productos/${product.id}`}>{product.title}</RouterLink>
          </Link>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={product.status === 'active' ? 'green' : 'gray'}>
              {t(`catalogue.status.${product.status}`)}
            </Badge>
            {nothingToSell(product.variants) ? (
              <Badge colorPalette="red">{t('catalogue.list.outOfStock')}</Badge>
            ) : null}
          </HStack>
        </Stack>
        <Text minW="120px">
          <VisuallyHidden>{t('catalogue.list.price')}: </VisuallyHidden>
          {price ?? t('catalogue.list.askPrice')}
        </Text>
        <Text minW="80px">
          <VisuallyHidden>{t('catalogue.list.stock')}: </VisuallyHidden>
          {stock ?? '—'}
        </Text>
        <Button
          ref={toggle}
          size="sm"
          variant="outline"
          aria-expanded={editing}
          aria-label={t('catalogue.list.editStock', { title: product.title })}
          onClick={() => setEditing((open) => !open)}
        >
          {t('catalogue.list.stock')}
        </Button>
      </Flex>
      {editing ? <QuickStock product={product} onProduct={onProduct} onDone={close} /> : null}
    </Box>
  )
}
