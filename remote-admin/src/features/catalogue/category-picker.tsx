import type { Category } from '@vitrina/contract'
import { HStack, Link, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { CheckBox } from '../../components/form-controls'

export interface CategoryPickerProps {
  categories: Category[]
  selected: number[]
  onChange: (ids: number[]) => void
  errors?: string[]
}

/** A product's categories: 0–5 ticked from the store's list. */
const MAX_CATEGORIES = 5

/** The categories a product is in, as checkboxes (at most five). */
export function CategoryPicker({ categories, selected, onChange, errors }: CategoryPickerProps) {
  const { t } = useTranslation('admin')
  const full = selected.length >= MAX_CATEGORIES
  return (
    <Stack as="fieldset" gap="2" border="0" p="0" m="0">
      <Text as="legend" fontWeight="medium" textStyle="sm" mb="1">
        {t('catalogue.editor.categories')}
      </Text>
      <Text color="fg.muted" textStyle="sm">
        {t('catalogue.editor.categoriesHelp')}
      </Text>
      {categories.length === 0 ? (
        <Text textStyle="sm">{t('catalogue.categories.empty')}</Text>
      ) : null}
      <HStack gap="4" wrap="wrap">
        {categories.map((category) => {
          const checked = selected.includes(category.id)
          return (
            <HStack as="label" key={category.id} gap="2" minH="8" cursor="pointer">
              <CheckBox
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? [...selected, category.id]
                      : selected.filter((id) => id !== category.id),
                  )
                }
              />
              {category.name}
            </HStack>
          )
        })}
      </HStack>
      {errors?.length ? (
        <Text color="fg.error" role="alert">
          {errors.join(' ')}
        </Text>
      ) : null}
      <Link asChild textStyle="sm" alignSelf="flex-start">
        <RouterLink to="/admin/productos/categorias">
          {t('catalogue.editor.manageCategories')}
        </RouterLink>
      </Link>
    </Stack>
  )
}
