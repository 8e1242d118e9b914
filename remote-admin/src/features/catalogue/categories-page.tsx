import { Button, Card, Heading, HStack, Input, Link, Spinner, Stack, Text } from '@vitrina/ui'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { FormField } from '../../components/form-field'
import { CategoryRow } from './category-row'
import { DeleteCategoryDialog } from './delete-category-dialog'
import { useCategories } from './use-categories'

/**
 * A moved row is re-inserted in the page, which drops the focus of its button:
 * give it back (at an edge the button is only marked disabled, so it can hold it).
 */
function keepFocus(id: number, delta: -1 | 1) {
  document
    .querySelector<HTMLButtonElement>(`[data-move="${id}:${delta < 0 ? 'up' : 'down'}"]`)
    ?.focus()
}

/** /admin/productos/categorias: create, rename, reorder (up and down) and delete categories. */
export function CategoriesPage() {
  const { t } = useTranslation('admin')
  const { categories, errors, create, rename, remove, move } = useCategories()
  const [name, setName] = useState('')
  // One category per press: a second press (a double click) while it is sent sends nothing.
  const [creating, setCreating] = useState(false)
  const sending = useRef(false)
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const deleted = useRef(false)

  return (
    <Stack gap="5" maxW="720px">
      <Link asChild textStyle="sm">
        <RouterLink to="/admin/productos">{t('catalogue.editor.back')}</RouterLink>
      </Link>
      <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
        {t('catalogue.categories.title')}
      </Heading>
      <Card.Root>
        <Card.Body>
          <HStack
            as="form"
            gap="2"
            align="flex-end"
            onSubmit={(e) => {
              e.preventDefault()
              if (sending.current) return
              sending.current = true
              setCreating(true)
              const sent = name
              void create(sent)
                // What was typed meanwhile stays.
                .then((ok) => ok && setName((current) => (current === sent ? '' : current)))
                .finally(() => {
                  sending.current = false
                  setCreating(false)
                })
            }}
          >
            <FormField
              id="category-new"
              label={t('catalogue.categories.new')}
              errors={errors.new}
              flex="1"
            >
              <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <Button type="submit" disabled={name.trim() === ''} loading={creating}>
              {t('catalogue.categories.create')}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      {categories === null ? <Spinner aria-label={t('layout.loading')} /> : null}
      {categories?.length === 0 ? <Text>{t('catalogue.categories.empty')}</Text> : null}
      {errors.list ? (
        <Text role="alert" color="fg.error">
          {errors.list.join(' ')}
        </Text>
      ) : null}
      <Stack as="ul" gap="0" listStyleType="none" aria-label={t('catalogue.categories.title')}>
        {categories?.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === categories.length - 1}
            errors={errors[`rename-${category.id}`]}
            onRename={(next) => rename(category.id, next)}
            onMove={(delta) => void move(index, delta).then(() => keepFocus(category.id, delta))}
            onDelete={() => {
              deleted.current = false
              setDeleting(category)
            }}
          />
        ))}
      </Stack>
      <DeleteCategoryDialog
        name={deleting?.name ?? null}
        // A deleted category's row leaves with its button: focus goes to the heading.
        finalFocusEl={() => (deleted.current ? heading.current : null)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          deleted.current = true
          if (deleting) void remove(deleting.id)
          setDeleting(null)
        }}
      />
    </Stack>
  )
}
