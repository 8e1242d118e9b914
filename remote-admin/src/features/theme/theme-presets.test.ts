import { findFontFamily, themeContrastIssues } from '@vitrina/shared/rules'

import type { ThemeDraft } from './theme-draft'
import { draftProblems } from './theme-draft'
import { applyPreset, THEME_PRESETS } from './theme-presets'

const base: ThemeDraft = {
  light_colors: { colors: { onPrimary: '#FFFFFF' } as ThemeDraft['light_colors']['colors'] },
  dark_colors: { colors: {} },
  typography: {
    fontFamily: 'Montserrat',
    titleFontFamily: 'Montserrat',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 600 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    body1: { fontSize: '1rem', fontWeight: 400 },
  },
}

describe('THEME_PRESETS', () => {
  it('has six, each passing the contrast guard in both modes with listed fonts', () => {
    expect(THEME_PRESETS).toHaveLength(6)
    for (const preset of THEME_PRESETS) {
      const draft = applyPreset(base, preset)
      expect([preset.id, themeContrastIssues(draft)]).toEqual([preset.id, []])
      // Headlines pass as normal text too, so a smaller h2 never turns a preset red.
      const small = {
        ...draft,
        typography: { ...draft.typography, h2: { fontSize: '20px', fontWeight: 400 } },
      }
      expect([preset.id, draftProblems(small)]).toEqual([preset.id, {}])
      expect(findFontFamily(preset.fontFamily)).toBeDefined()
      expect(findFontFamily(preset.titleFontFamily)).toBeDefined()
    }
  })

  it('keeps the roles and the sizes it does not set', () => {
    const draft = applyPreset(base, THEME_PRESETS[1]!)
    expect(draft.light_colors.colors.onPrimary).toBe('#FFFFFF')
    expect(draft.typography.h1).toEqual(base.typography.h1)
    expect(draft.typography.titleFontFamily).toBe('Playfair Display')
  })
})
