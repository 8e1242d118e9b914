import {
  buttonLabelColor,
  contrastMessage,
  contrastRatio,
  fontSamplesHref,
  fontStylesheetHref,
  formatRatio,
  parseColor,
  themeContrastIssues,
  toHex6,
} from '.'

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100)

describe('contrastRatio (WCAG 2.x)', () => {
  // Published values: the WCAG 2 definition (black on white is 21:1, equal colours 1:1),
  // WebAIM's contrast checker and the W3C's G18 technique (#767676 is the lightest
  // grey passing 4.5:1 on white; #777777 fails with 4.48:1).
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#767676', '#FFFFFF', 4.54],
    ['#777777', '#FFFFFF', 4.48],
    ['#0000FF', '#FFFFFF', 8.59],
    ['#FF0000', '#FFFFFF', 4],
    ['#595959', '#FFFFFF', 7],
    ['#949494', '#FFFFFF', 3.03],
  ])('%s on %s is %s:1', (fg, bg, ratio) => {
    expect(round2(contrastRatio(fg, bg))).toBe(ratio)
    expect(round2(contrastRatio(bg, fg))).toBe(ratio)
  })

  it('reads every colour form of the theme alike', () => {
    for (const form of ['#767676', '#777', 'rgb(118, 118, 118)', 'rgba(118 118 118 / 1)']) {
      if (form === '#777') continue
      expect(round2(contrastRatio(form, '#fff'))).toBe(4.54)
    }
    expect(round2(contrastRatio('hsl(0, 0%, 0%)', 'hsl(0deg 0% 100%)'))).toBe(21)
    expect(round2(contrastRatio('#777', '#ffff'))).toBe(4.48)
    expect(contrastRatio('red', '#fff')).toBeNull()
    expect(parseColor('rgb(1,2)')).toBeNull()
  })

  it('lays a translucent text on its background', () => {
    // Half-transparent black on white is mid grey to the eye.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#FFFFFF')).toBeCloseTo(
      contrastRatio('rgb(127.5, 127.5, 127.5)', '#fff')!,
      6,
    )
    expect(toHex6('rgba(255, 0, 0, 0.5)')).toBe('#ff0000')
    expect(toHex6('#abc')).toBe('#aabbcc')
  })

  it('gives a button the label colour that contrasts more with its fill', () => {
    expect(buttonLabelColor('#1F5FAD')).toBe('#FFFFFF')
    expect(buttonLabelColor('#8AB4F8')).toBe('#111111')
    expect(buttonLabelColor('#FFD600')).toBe('#111111')
  })
})

describe('themeContrastIssues', () => {
  const colors = {
    background: '#FFFFFF',
    textColor: '#1F2330',
    titleColor: '#141722',
    headlineColor: '#141722',
    subtitleColor: '#3D4354',
    captionColor: '#5A6072',
    primary: '#1F5FAD',
  }
  const dark = {
    ...colors,
    background: '#121318',
    textColor: '#E6E7EC',
    titleColor: '#F5F6FA',
    headlineColor: '#F5F6FA',
    subtitleColor: '#C9CCD6',
    captionColor: '#A9ADBA',
    primary: '#8AB4F8',
  }
  const big = {
    h1: { fontSize: '36px', fontWeight: 700 },
    h2: { fontSize: '28px', fontWeight: 600 },
  }

  it('passes a readable theme in both modes', () => {
    const theme = { light_colors: { colors }, dark_colors: { colors: dark }, typography: big }
    expect(themeContrastIssues(theme)).toEqual([])
  })

  it('names each failing pair with its ratio and minimum', () => {
    const theme = {
      light_colors: { colors: { ...colors, captionColor: '#999999', primary: '#9AA8FF' } },
      dark_colors: { colors: { ...dark, textColor: '#333333' } },
      typography: big,
    }
    expect(
      themeContrastIssues(theme).map(({ field, ratio, minimum }) => [
        field,
        round2(ratio),
        minimum,
      ]),
    ).toEqual([
      ['light_colors.colors.captionColor', 2.85, 4.5],
      ['light_colors.colors.primary', 2.23, 4.5],
      ['dark_colors.colors.textColor', 1.47, 4.5],
    ])
  })

  it('asks headlines for 3:1 only when h1 and h2 are large text', () => {
    // #949494 on white: 3.03:1.
    const light = { ...colors, headlineColor: '#949494' }
    const theme = (typography: object) => ({
      light_colors: { colors: light },
      dark_colors: { colors: dark },
      typography,
    })
    expect(themeContrastIssues(theme(big))).toEqual([])
    const smallH2 = { ...big, h2: { fontSize: '20px', fontWeight: 600 } }
    expect(themeContrastIssues(theme(smallH2))).toMatchObject([
      { field: 'light_colors.colors.headlineColor', minimum: 4.5 },
    ])
    const boldH2 = { ...big, h2: { fontSize: '1.25rem', fontWeight: 700 } }
    expect(themeContrastIssues(theme(boldH2))).toEqual([])
    // The app bar title is 20 px on phones: always 4.5:1.
    expect(
      themeContrastIssues({
        ...theme(big),
        light_colors: { colors: { ...colors, titleColor: '#949494' } },
      }),
    ).toMatchObject([{ field: 'light_colors.colors.titleColor', minimum: 4.5 }])
  })

  it('reports a missing or unreadable colour', () => {
    const theme = {
      light_colors: { colors: { ...colors, textColor: 'nope' } },
      dark_colors: { colors: dark },
    }
    expect(themeContrastIssues(theme)).toMatchObject([
      { field: 'light_colors.colors.textColor', ratio: null },
    ])
  })
})

describe('messages', () => {
  it('rounds down, with the language decimal mark', () => {
    expect(formatRatio(2.96, 'es')).toBe('2,9')
    expect(formatRatio(4.48, 'en')).toBe('4.4')
    expect(formatRatio(4.5, 'en')).toBe('4.5')
    expect(contrastMessage({ ratio: 2.93, minimum: 4.5 }, 'es')).toBe(
      'Contraste insuficiente (2,9:1). Mínimo 4,5:1.',
    )
    expect(contrastMessage({ ratio: 2.93, minimum: 4.5 }, 'en')).toBe(
      'Insufficient contrast (2.9:1). Minimum 4.5:1.',
    )
  })
})

describe('font stylesheet', () => {
  it('asks only for the listed families, with their weights and display=swap', () => {
    expect(fontStylesheetHref(['Open Sans', 'Lora', 'Open Sans'])).toBe(
      'https://fonts.googleapis.com/css2?family=Open+Sans:wght@300;400;500;600;700;800&family=Lora:wght@400;500;600;700&display=swap',
    )
    expect(fontStylesheetHref(['x&family=Evil', undefined])).toBeNull()
    expect(fontSamplesHref()).toMatch(
      /^https:\/\/fonts\.googleapis\.com\/css2\?family=Montserrat&.*&text=.*&display=swap$/,
    )
  })
})
