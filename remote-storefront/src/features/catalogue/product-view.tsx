import type { PublicProduct } from '@vitrina/contract'
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ProductGallery } from './product-gallery'
import { ProductPurchase } from './product-purchase'

export interface ProductViewProps {
  product: PublicProduct
}

/*
 * The product frame, for a server to draw the same boxes: a `main` with
 * padding 4; one column on a phone, two equal columns (gap 8) from `md`.
 * Left: the gallery, a square (1:1) box of the first image, thumbnails
 * (64 px) below it when there are several. Right: the `h1` title (Heading
 * size 2xl), the price line (xl), the availability line (one line high,
 * empty when nothing to say), the option groups, quantity and the button;
 * then the description as plain text under the two columns.
 */
export function ProductView({ product }: ProductViewProps) {
  const { t } = useTranslation('storefront')
  return (
    <Stack as="main" gap="6" px="4" py="4" maxW="6xl" mx="auto" w="full">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 4, md: 8 }} alignItems="start">
        <ProductGallery images={product.images} title={product.title} />
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {product.title}
          </Heading>
          {/* Keyed by product: another product starts with nothing chosen. */}
          <ProductPurchase key={product.id} product={product} />
        </Stack>
      </SimpleGrid>
      {product.description && (
        <Box as="section" aria-labelledby="product-description">
          <Heading as="h2" id="product-description" size="md" mb="2">
            {t('catalogue.product.description')}
          </Heading>
          {/* Plain text, never HTML: React writes it as text; line breaks are kept. */}
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {product.description}
          </Text>
        </Box>
      )}
      {product.categories.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {`${t('catalogue.categories.label')}: `}
          {product.categories.map((category, index) => (
            <span key={category.slug}>
              {index > 0 && ', '}
              <Link asChild textDecoration="underline">
                <RouterLink to={`/categoria/${category.slug}`}>{category.name}</RouterLink>
              </Link>
            </span>
          ))}
        </Text>
      )}
    </Stack>
  )
}
