import { Input, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { TextArea } from '../../components/form-controls'
import { FormField } from '../../components/form-field'
import type { FieldErrors, ProductForm } from './editor-form'

export interface ProductSeoFieldsProps {
  form: ProductForm
  onChange: (change: Partial<ProductForm>) => void
  errors: FieldErrors
}

/** The title and description search engines and shared links show (≤ 70 and ≤ 160 characters). */
export function ProductSeoFields({ form, onChange, errors }: ProductSeoFieldsProps) {
  const { t } = useTranslation('admin')
  return (
    <Stack gap="4">
      <FormField
        id="product-seo-title"
        label={t('catalogue.editor.seoTitle')}
        errors={errors.seo_title}
      >
        <Input
          value={form.seoTitle}
          maxLength={70}
          onChange={(e) => onChange({ seoTitle: e.target.value })}
        />
      </FormField>
      <FormField
        id="product-seo-description"
        label={t('catalogue.editor.seoDescription')}
        errors={errors.seo_description}
      >
        <TextArea
          id="product-seo-description"
          rows={3}
          maxLength={160}
          value={form.seoDescription}
          onChange={(e) => onChange({ seoDescription: e.target.value })}
        />
      </FormField>
    </Stack>
  )
}
