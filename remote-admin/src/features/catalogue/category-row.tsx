import type { Category } from '@vitrina/contract'
import { Button, Flex, HStack, IconButton, Input, Text } from '@vitrina/ui'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FormField } from '../../components/form-field'
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, EditIcon } from '../../components/icons'

export interface CategoryRowProps {
  category: Category
  first: boolean
  last: boolean
  errors?: string[]
  onRename: (name: string) => Promise<boolean>
  onMove: (delta: -1 | 1) => void
  onDelete: () => void
}

/** A category: its name (renamed in place), up and down, and delete. */
export function CategoryRow({ category, first, last, errors, ...on }: CategoryRowProps) {
  const { t } = useTranslation('admin')
  const [name, setName] = useState<string | null>(null)
  const label = { name: category.name }
  const input = useRef<HTMLInputElement>(null)
  const pencil = useRef<HTMLButtonElement>(null)
  const wasRenaming = useRef(false)
  const renaming = name !== null
  // The field takes focus when renaming starts, so the keyboard goes on from the pencil;
  // saved or cancelled, focus goes back to the pencil (the field leaves the page).
  useEffect(() => {
    if (renaming) input.current?.focus()
    else if (wasRenaming.current) pencil.current?.focus()
    wasRenaming.current = renaming
  }, [renaming])
  return (
    <Flex as="li" gap="2" align="center" wrap="wrap" py="2" borderBottomWidth="1px">
      {name === null ? (
        <Text flex="1" minW="120px">
          {category.name}
        </Text>
      ) : (
        <HStack
          as="form"
          flex="1"
          gap="2"
          align="flex-end"
          onSubmit={(e) => {
            e.preventDefault()
            void on.onRename(name).then((ok) => ok && setName(null))
          }}
          // Escape cancels, as 'Cancelar' does and as Escape closes the admin's dialogs.
          onKeyDown={(e: KeyboardEvent) => {
            if (e.key !== 'Escape') return
            e.preventDefault()
            setName(null)
          }}
        >
          <FormField
            id={`category-${category.id}-name`}
            label={t('catalogue.categories.name')}
            errors={errors}
          >
            <Input
              value={name}
              maxLength={60}
              ref={input}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Button type="submit" size="sm">
            {t('catalogue.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setName(null)}>
            {t('catalogue.cancel')}
          </Button>
        </HStack>
      )}
      <HStack gap="1">
        <IconButton
          ref={pencil}
          variant="ghost"
          aria-label={t('catalogue.categories.rename', label)}
          onClick={() => setName(category.name)}
        >
          <EditIcon />
        </IconButton>
        <IconButton
          variant="ghost"
          aria-label={t('catalogue.categories.moveUp', label)}
          // At an edge it says so and keeps the focus (a disabled button drops it).
          aria-disabled={first}
          data-move={`${category.id}:up`}
          onClick={() => !first && on.onMove(-1)}
        >
          <ArrowUpIcon />
        </IconButton>
        <IconButton
          variant="ghost"
          aria-label={t('catalogue.categories.moveDown', label)}
          aria-disabled={last}
          data-move={`${category.id}:down`}
          onClick={() => !last && on.onMove(1)}
        >
          <ArrowDownIcon />
        </IconButton>
        <IconButton
          variant="ghost"
          colorPalette="red"
          aria-label={t('catalogue.categories.delete', label)}
          onClick={on.onDelete}
        >
          <DeleteIcon />
        </IconButton>
      </HStack>
    </Flex>
  )
}
