import type { Category } from '@vitrina/contract'
import { notify } from '@vitrina/shared'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { fieldErrorsOf, notifyError } from '../../components/notify-error'
import { createCategory } from './api/create-category'
import { deleteCategory } from './api/delete-category'
import { getCategories } from './api/get-categories'
import { reorderCategories } from './api/reorder-categories'
import { updateCategory } from './api/update-category'

/** The store's categories and the owner's writes to them; each write answers true when it worked. */
export function useCategories() {
  const { t } = useTranslation('admin')
  const [list, setList] = useState<Category[] | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})

  useEffect(() => {
    getCategories().then(setList, (error: unknown) => {
      setList([])
      notifyError(t('catalogue.categories.loadFailed'), error)
    })
  }, [t])

  async function run(write: () => Promise<void>, success: string | null, field: string) {
    setErrors({})
    try {
      await write()
      if (success) notify({ type: 'success', message: t(success) })
      return true
    } catch (error) {
      const messages = Object.values(fieldErrorsOf(error)).flat()
      if (messages.length > 0) setErrors({ [field]: messages })
      notifyError(t('catalogue.categories.failed'), error)
      return false
    }
  }

  const categories = list ?? []
  return {
    categories: list,
    errors,
    create: (name: string) =>
      run(
        async () => {
          const created = await createCategory({ name })
          // From the list as it is when the answer comes, not as it was when asked.
          setList((current) => [...(current ?? []), created])
        },
        'catalogue.categories.saved',
        'new',
      ),
    rename: (id: number, name: string) =>
      run(
        async () => {
          const saved = await updateCategory(id, { name })
          setList((current) => (current ?? []).map((c) => (c.id === id ? saved : c)))
        },
        'catalogue.categories.saved',
        `rename-${id}`,
      ),
    remove: (id: number) =>
      run(
        async () => {
          await deleteCategory(id)
          setList((current) => (current ?? []).filter((c) => c.id !== id))
        },
        'catalogue.categories.deleted',
        'list',
      ),
    move: (index: number, delta: -1 | 1) => {
      const next = [...categories]
      const [moved] = next.splice(index, 1)
      if (!moved) return Promise.resolve(false)
      next.splice(index + delta, 0, moved)
      return run(
        async () =>
          setList(await reorderCategories(next.map((c, position) => ({ id: c.id, position })))),
        // The list moving is the answer: no snackbar per step.
        null,
        'list',
      )
    },
  }
}
