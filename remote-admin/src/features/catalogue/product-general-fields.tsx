import { Input, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { NativeSelect, TextArea } from '../../components/form-controls'
import { FormField } from '../../components/form-field'
import type { FieldErrors, ProductForm } from './editor-form'

export interface ProductGeneralFieldsProps {
  form: ProductForm
  onChange: (change: Partial<ProductForm>) => void
  errors: FieldErrors
}

/** Title, slug, description and status. */
export function ProductGeneralFields({ form, onChange, errors }: ProductGeneralFieldsProps) {
  const { t } = useTranslation('admin')
  return (
    <Stack gap="4">
      <FormField
        id="product-title"
        label={t('catalogue.editor.title')}
        errors={errors.title}
        required
      >
        <Input
          value={form.title}
          maxLength={120}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </FormField>
      <FormField
        id="product-slug"
        label={t('catalogue.editor.slug')}
        help={t('catalogue.editor.slugHelp')}
        errors={errors.slug}
      >
        <Input
          value={form.slug}
          maxLength={80}
          onChange={(e) => onChange({ slug: e.target.value })}
        />
      </FormField>
      <FormField
        id="product-description"
        label={t('catalogue.editor.description')}
        errors={errors.description}
      >
        <TextArea
          id="product-description"
          rows={6}
          maxLength={5000}
          value={form.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </FormField>
      <FormField id="product-status" label={t('catalogue.editor.status')} errors={errors.status}>
        <NativeSelect
          id="product-status"
          value={form.status}
          onChange={(e) => onChange({ status: e.target.value as ProductForm['status'] })}
        >
          <option value="draft">{t('catalogue.status.draft')}</option>
          <option value="active">{t('catalogue.status.active')}</option>
        </NativeSelect>
      </FormField>
    </Stack>
  )
}
