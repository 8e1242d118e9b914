import { Field, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { NativeSelect } from '../../components/form-controls'
import { ListSearchField } from '../../components/list-search-field'
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

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
      <ListSearchField
        label={t('orders.list.search')}
        helper={t('orders.list.searchHelp')}
        value={query.q}
        onSearch={(q) => onChange({ ...query, q, page: 1 })}
      />
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
