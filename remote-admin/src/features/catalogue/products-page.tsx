import { Button, Center, Flex, Heading, HStack, Spinner, Stack, Text } from '@vitrina/ui'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'

import { AddIcon } from '../../components/icons'
import { Pager, useLastPageWhenPast } from '../../components/pager'
import type { ProductListQuery } from './api/get-products'
import { CsvActions } from './csv-actions'
import { readListQuery, writeListQuery } from './list-query'
import { ProductListToolbar } from './product-list-toolbar'
import { ProductRow, ROW_STYLES } from './product-row'
import { useProductPage } from './use-product-page'

/** /admin/productos: 'Gestión de Productos' and, under it, the owner's server-paginated list. */
export function ProductsPage() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const query = readListQuery(params)
  const { data, status, reload, replaceProduct } = useProductPage(query)
  const change = useCallback(
    (next: ProductListQuery) => setParams(writeListQuery(next), { replace: true }),
    [setParams],
  )
  useLastPageWhenPast(data, query.page ?? 1, (page) =>
    setParams(writeListQuery({ ...query, page }), { replace: true }),
  )
  const filtered = Boolean(query.q || query.estado || query.sinStock)

  return (
    <Stack gap="5" maxW="1200px">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h1" size="2xl">
          {t('products.title')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to="/admin/productos/categorias">
              {t('catalogue.list.categories')}
            </RouterLink>
          </Button>
          <CsvActions onImported={reload} />
          <Button asChild>
            <RouterLink to="/admin/productos/nuevo">
              <AddIcon />
              {t('catalogue.list.new')}
            </RouterLink>
          </Button>
        </HStack>
      </Flex>
      <ProductListToolbar query={query} onChange={change} />
      {status === 'loading' && !data ? (
        <Center minH="120px">
          <Spinner aria-label={t('layout.loading')} />
        </Center>
      ) : null}
      {data ? (
        <Stack gap="3" aria-busy={status === 'loading'}>
          {/* Announced as it changes, but not a `status`: the snackbar is the page's status. */}
          <Text color="fg.muted" aria-live="polite">
            {t('catalogue.list.count', { count: data.count })}
          </Text>
          {data.results.length === 0 ? (
            <Text>{t(filtered ? 'catalogue.list.noMatch' : 'catalogue.list.empty')}</Text>
          ) : (
            <Stack
              as="ul"
              gap="0"
              listStyleType="none"
              css={ROW_STYLES}
              aria-label={t('catalogue.list.label')}
            >
              {data.results.map((product) => (
                <ProductRow key={product.id} product={product} onProduct={replaceProduct} />
              ))}
            </Stack>
          )}
          <Pager
            label={t('catalogue.list.pagination')}
            page={data.page}
            pages={Math.max(1, Math.ceil(data.count / data.page_size))}
            onPage={(page) => setParams(writeListQuery({ ...query, page }))}
          />
        </Stack>
      ) : null}
    </Stack>
  )
}
