import { useFocusBack } from '@vitrina/shared/a11y'
import { Button, Center, Heading, HStack, Link, Spinner, Stack, Text } from '@vitrina/ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'

import { ImageManager } from '../../components/image-manager/image-manager'
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard'
import { CategoryPicker } from './category-picker'
import { DeleteProductDialog } from './delete-product-dialog'
import { type ProductForm, syncVariants } from './editor-form'
import { EditorSection } from './editor-section'
import { OptionsEditor } from './options-editor'
import { ProductGeneralFields } from './product-general-fields'
import { PRODUCT_IMAGES } from './product-images'
import { ProductSeoFields } from './product-seo-fields'
import { useProductEditor } from './use-product-editor'
import { VariantTable } from './variant-table'

export interface ProductEditorProps {
  /** null: a new product. */
  productId: number | null
}

/** The product editor: every field of the product, its photos, options and variant table. */
export function ProductEditor({ productId }: ProductEditorProps) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const editor = useProductEditor(productId)
  const saveButton = useFocusBack(editor.saving)
  const { form, setForm, errors, status, done } = editor
  const [confirming, setConfirming] = useState(false)
  const change = (part: Partial<ProductForm>) => setForm((f) => ({ ...f, ...part }))

  useEffect(() => {
    if (done) navigate(done.to, { replace: true })
  }, [done, navigate])

  if (status === 'loading')
    return (
      <Center minH="200px">
        <Spinner aria-label={t('layout.loading')} />
      </Center>
    )
  if (status === 'missing' || status === 'error')
    return <EditorUnavailable missing={status === 'missing'} />

  return (
    <Stack gap="5" maxW="960px">
      <BackToList />
      <Heading as="h1" size="2xl">
        {productId === null ? t('catalogue.list.new') : t('catalogue.editor.editTitle')}
      </Heading>
      {errors.general ? <Text role="alert">{errors.general.join(' ')}</Text> : null}
      <EditorSection id="product-general" title={t('catalogue.editor.general')}>
        <ProductGeneralFields form={form} onChange={change} errors={errors} />
      </EditorSection>
      <EditorSection id="product-images" title={t('catalogue.editor.images')}>
        <Text color="fg.muted" textStyle="sm">
          {t('catalogue.editor.imagesHelp')}
        </Text>
        <ImageManager config={PRODUCT_IMAGES} items={editor.images} onChange={editor.setImages} />
      </EditorSection>
      <EditorSection id="product-categories" title={t('catalogue.editor.categories')}>
        <CategoryPicker
          categories={editor.categories}
          selected={form.categoryIds}
          onChange={(categoryIds) => change({ categoryIds })}
          errors={errors.category_ids}
        />
      </EditorSection>
      <EditorSection id="product-variants" title={t('catalogue.editor.variants')}>
        <OptionsEditor
          options={form.options}
          errors={errors.options}
          onChange={(options) =>
            setForm((f) => ({ ...f, options, variants: syncVariants(options, f.variants) }))
          }
        />
        <VariantTable
          variants={form.variants}
          onChange={(variants) => change({ variants })}
          errors={errors}
          currency={editor.currency}
        />
      </EditorSection>
      <EditorSection id="product-seo" title={t('catalogue.editor.seo')}>
        <ProductSeoFields form={form} onChange={change} errors={errors} />
      </EditorSection>
      <HStack gap="3" justify="space-between" wrap="wrap">
        {productId === null ? (
          <span />
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {t('catalogue.editor.delete')}
          </Button>
        )}
        <Button
          ref={saveButton}
          onClick={() => void editor.save()}
          loading={editor.saving}
          loadingText={t('catalogue.editor.saving')}
        >
          {t('catalogue.editor.save')}
        </Button>
      </HStack>
      <DeleteProductDialog
        open={confirming}
        title={editor.product?.title ?? ''}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void editor.remove()
        }}
      />
      <UnsavedChangesGuard when={(editor.dirty || editor.saving) && !done} saving={editor.saving} />
    </Stack>
  )
}

function BackToList() {
  const { t } = useTranslation('admin')
  return (
    <Link asChild textStyle="sm">
      <RouterLink to="/admin/productos">{t('catalogue.editor.back')}</RouterLink>
    </Link>
  )
}

/** 'Producto no encontrado' (or the load's failure), with the way back to the list. */
export function EditorUnavailable({ missing }: { missing: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {t(missing ? 'catalogue.editor.notFound' : 'catalogue.list.loadFailed')}
      </Heading>
      <BackToList />
    </Stack>
  )
}
