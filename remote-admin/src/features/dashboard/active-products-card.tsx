import { Button, Card, Skeleton, SUBTITLE_STYLE, Text } from '@vitrina/ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { getActiveProductCount } from './api/get-active-products'

/** 'Productos activos': how many products shoppers can see, and a way to the list. */
export function ActiveProductsCard() {
  const { t } = useTranslation('admin')
  const [count, setCount] = useState<number | null | 'error'>(null)

  useEffect(() => {
    let active = true
    getActiveProductCount().then(
      (n) => active && setCount(n),
      () => active && setCount('error'),
    )
    return () => {
      active = false
    }
  }, [])

  return (
    <Card.Root as="section" aria-labelledby="dashboard-products-title">
      <Card.Body gap="3">
        <Card.Title as="h2" id="dashboard-products-title" {...SUBTITLE_STYLE}>
          {t('dashboard.products.title')}
        </Card.Title>
        {count === null ? (
          <Skeleton h="10" w="16" />
        ) : (
          <Text fontSize="4xl" fontWeight="bold" data-testid="active-products-count">
            {count === 'error' ? '—' : count}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/admin/productos" aria-describedby="dashboard-products-title">
            {t('dashboard.manage')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
