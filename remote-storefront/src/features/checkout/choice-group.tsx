import { chakra, Stack } from '@vitrina/ui'

export interface Choice {
  value: string
  label: string
}

export interface ChoiceGroupProps {
  name: string
  legend: string
  choices: Choice[]
  value: string
  onChange: (value: string) => void
}

/** A fieldset of native radios: arrow keys move the choice, the legend names the group. */
export function ChoiceGroup({ name, legend, choices, value, onChange }: ChoiceGroupProps) {
  return (
    <chakra.fieldset borderWidth="0" padding="0" margin="0">
      <chakra.legend fontWeight="medium" marginBottom="2">
        {legend}
      </chakra.legend>
      <Stack gap="2">
        {choices.map((choice) => (
          <chakra.label
            key={choice.value}
            display="flex"
            alignItems="center"
            gap="3"
            minHeight="11"
            paddingX="3"
            borderWidth="1px"
            borderRadius="md"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              boxSize="5"
              accentColor="colorPalette.solid"
            />
            {choice.label}
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  )
}
