import type { Category } from '@vitrina/contract'
import { Box, Button, HStack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

/** One row of `sm` chips (36 px) with room for their focus ring. */
const CHIPS_ROW_HEIGHT = '11'

export interface CategoryChipsProps {
  categories: Category[]
  /** False while the list is on its way: the row's height is kept, so nothing below moves. */
  loaded?: boolean
  /** The category on screen, if any. */
  current?: string
}

/** The store's categories as links; one row that scrolls sideways on a phone. */
export function CategoryChips({ categories, loaded = true, current }: CategoryChipsProps) {
  const { t } = useTranslation('storefront')
  if (!loaded) return <Box h={CHIPS_ROW_HEIGHT} />
  if (categories.length === 0) return null
  return (
    <HStack
      as="nav"
      aria-label={t('catalogue.categories.label')}
      gap="2"
      overflowX="auto"
      h={CHIPS_ROW_HEIGHT}
      p="1"
      mx="-1"
      css={{ scrollbarWidth: 'thin' }}
    >
      {categories.map((category) => (
        <Button
          key={category.id}
          asChild
          size="sm"
          rounded="full"
          flexShrink={0}
          variant={category.slug === current ? 'solid' : 'outline'}
        >
          <RouterLink
            to={`/categoria/${category.slug}`}
            aria-current={category.slug === current ? 'page' : undefined}
          >
            {category.name}
          </RouterLink>
        </Button>
      ))}
    </HStack>
  )
}
