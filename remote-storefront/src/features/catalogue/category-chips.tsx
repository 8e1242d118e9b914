import type { Category } from '@vitrina/contract'
import { Button, HStack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

export interface CategoryChipsProps {
  categories: Category[]
  /** The category on screen, if any. */
  current?: string
}

/** The store's categories as links; one row that scrolls sideways on a phone. */
export function CategoryChips({ categories, current }: CategoryChipsProps) {
  const { t } = useTranslation('storefront')
  if (categories.length === 0) return null
  return (
    <HStack
      as="nav"
      aria-label={t('catalogue.categories.label')}
      gap="2"
      overflowX="auto"
      py="1"
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
