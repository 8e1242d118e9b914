import { Field, Input, Stack } from '@vitrina/ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { NativeSelect } from '../../components/form-controls'
import type { OrderListQuery } from './api/get-orders'
import { STATUSES } from './order-status'

export interface OrderListToolbarProps {
  query: OrderListQuery
  /** A changed filter; the list goes back to its first page. */
  onChange: (query: OrderListQuery) => void
}

/** Search by number, name or phone (sent 300 ms after the last key) and the status filter. */
export function OrderListToolbar({ query, onChange }: OrderListToolbarProps) {
  const { t } = useTranslation('admin')
  const [text, setText] = useState(query.q ?? '')

  useEffect(() => {
    if (text.trim() === (query.q ?? '')) return
    const timer = setTimeout(() => onChange({ ...query, q: text.trim(), page: 1 }), 300)
    return () => clearTimeout(timer)
  }, [text, query, onChange])

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
      <Field.Root flex="1">
        <Field.Label>{t('orders.list.search')}</Field.Label>
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <Field.HelperText>{t('orders.list.searchHelp')}</Field.HelperText>
      </Field.Root>
      <Field.Root w={{ md: '220px' }} id="order-status-filter">
        <Field.Label>{t('orders.list.status')}</Field.Label>
        <NativeSelect
          id="order-status-filter"
          value={query.estado ?? ''}
          onChange={(e) =>
            onChange({ ...query, estado: e.target.value as OrderListQuery['estado'], page: 1 })
          }
        >
          <option value="">{t('orders.list.statusAll')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </Field.Root>
    </Stack>
  )
}
