import sharp from 'sharp'

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

interface Cover {
  from: string
  to: string
  accent: string
  title: string
  subtitle: string
}

const covers: Cover[] = [
  {
    from: '#C2410C',
    to: '#F59E0B',
    accent: '#FFF7ED',
    title: 'Nueva colección',
    subtitle: 'Piezas de temporada, hechas para durar',
  },
  {
    from: '#0F766E',
    to: '#22D3EE',
    accent: '#ECFEFF',
    title: 'Envío gratis',
    subtitle: 'En pedidos desde 30 € a toda la península',
  },
  {
    from: '#6D28D9',
    to: '#EC4899',
    accent: '#FDF4FF',
    title: 'Hecho a mano',
    subtitle: 'Talleres locales, materiales nobles',
  },
]

function coverSvg({ from, to, accent, title, subtitle }: Cover): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#bg)"/>
  <rect width="1600" height="900" fill="url(#glow)"/>
  <circle cx="1320" cy="640" r="300" fill="${accent}" fill-opacity="0.12"/>
  <circle cx="1420" cy="220" r="140" fill="${accent}" fill-opacity="0.18"/>
  <rect x="1080" y="360" width="260" height="260" rx="48" fill="${accent}" fill-opacity="0.16" transform="rotate(18 1210 490)"/>
  <rect x="120" y="300" width="120" height="10" rx="5" fill="${accent}"/>
  <text x="120" y="430" font-family="${FONT}" font-size="112" font-weight="700" fill="${accent}">${title}</text>
  <text x="124" y="510" font-family="${FONT}" font-size="42" fill="${accent}" fill-opacity="0.9">${subtitle}</text>
  <rect x="124" y="590" width="300" height="84" rx="42" fill="${accent}"/>
  <text x="274" y="645" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="${from}">Ver tienda</text>
</svg>`
}

const logos = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#C2410C"/><stop offset="1" stop-color="#F59E0B"/>
  </linearGradient></defs>
  <circle cx="256" cy="256" r="240" fill="url(#g)"/>
  <path d="M150 170 L256 370 L362 170" fill="none" stroke="#FFF7ED" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="256" cy="120" r="18" fill="#FFF7ED"/>
</svg>`,
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0">
    <stop offset="0" stop-color="#0F766E"/><stop offset="1" stop-color="#22D3EE"/>
  </linearGradient></defs>
  <rect x="24" y="24" width="464" height="464" rx="112" fill="url(#g)"/>
  <path d="M150 210 H362 L340 400 H172 Z" fill="#ECFEFF"/>
  <path d="M200 210 V180 a56 56 0 0 1 112 0 V210" fill="none" stroke="#ECFEFF" stroke-width="26" stroke-linecap="round"/>
  <text x="256" y="350" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="700" fill="#0F766E">D</text>
</svg>`,
]

/** Demo logos as PNG bytes, drawn locally. */
export const demoLogos = (): Promise<Buffer[]> =>
  Promise.all(logos.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()))

/** Demo covers (16:9) as JPEG bytes, drawn locally. */
export const demoCovers = (): Promise<Buffer[]> =>
  Promise.all(
    covers.map((c) =>
      sharp(Buffer.from(coverSvg(c)))
        .jpeg({ quality: 86 })
        .toBuffer(),
    ),
  )
