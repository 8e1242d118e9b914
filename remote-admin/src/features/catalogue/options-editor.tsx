import { Button, HStack, IconButton, Input, Stack, Text } from '@vitrina/ui'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FormField } from '../../components/form-field'
import { AddIcon, DeleteIcon } from '../../components/icons'
import type { OptionDraft } from './editor-form'

export interface OptionsEditorProps {
  options: OptionDraft[]
  onChange: (options: OptionDraft[]) => void
  errors?: string[]
}

/** At most three axes (the contract's `MAX_OPTIONS`). */
const MAX_OPTIONS = 3
let added = 0

/** 0–3 option axes ('Talle': 'S, M, L'), each a name and its values separated by commas. */
export function OptionsEditor({ options, onChange, errors }: OptionsEditorProps) {
  const { t } = useTranslation('admin')
  const set = (i: number, change: Partial<OptionDraft>) =>
    onChange(options.map((o, j) => (j === i ? { ...o, ...change } : o)))
  // An axis added takes the focus on its name; one removed gives it to 'Agregar opción'.
  const [fresh, setFresh] = useState<string | null>(null)
  const add = useRef<HTMLButtonElement>(null)
  const [removed, setRemoved] = useState(0)
  // After the render: with three axes the button was disabled until one went.
  useEffect(() => {
    if (removed > 0) add.current?.focus()
  }, [removed])
  return (
    <Stack gap="3">
      <Text color="fg.muted" textStyle="sm">
        {t('catalogue.editor.optionsHelp')}
      </Text>
      {options.map((option, i) => (
        <HStack key={option.key} gap="2" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <FormField
            id={`${option.key}-name`}
            label={t('catalogue.editor.optionName', { n: i + 1 })}
            // Side by side from md: a third for the name, two for its values.
            flex={{ base: '1 1 100%', md: '1' }}
          >
            <Input
              ref={
                option.key === fresh
                  ? (input: HTMLInputElement | null) => {
                      input?.focus()
                      if (input) setFresh(null)
                    }
                  : undefined
              }
              value={option.name}
              maxLength={30}
              onChange={(e) => set(i, { name: e.target.value })}
            />
          </FormField>
          <FormField
            id={`${option.key}-values`}
            label={t('catalogue.editor.optionValues', { n: i + 1 })}
            flex={{ base: '1 1 100%', md: '2' }}
          >
            <Input value={option.values} onChange={(e) => set(i, { values: e.target.value })} />
          </FormField>
          <IconButton
            variant="ghost"
            aria-label={t('catalogue.editor.removeOption', { n: i + 1 })}
            onClick={() => {
              onChange(options.filter((_, j) => j !== i))
              setRemoved((n) => n + 1)
            }}
          >
            <DeleteIcon />
          </IconButton>
        </HStack>
      ))}
      {errors?.length ? (
        <Text color="fg.error" role="alert">
          {errors.join(' ')}
        </Text>
      ) : null}
      <Button
        ref={add}
        alignSelf="flex-start"
        variant="outline"
        size="sm"
        disabled={options.length >= MAX_OPTIONS}
        onClick={() => {
          const key = `new-option-${++added}`
          onChange([...options, { key, name: '', values: '' }])
          setFresh(key)
        }}
      >
        <AddIcon />
        {t('catalogue.editor.addOption')}
      </Button>
    </Stack>
  )
}
