// The owner's screens in `pnpm bench` (issues #25 and #26), in Chromium on the
// production build that `pnpm bench` serves:
//   - the theme screen's largest contentful paint beside the dashboard's, at
//     4× CPU (target: ≤ 1.5 × the dashboard);
//   - the theme editor's preview repaint: from an edit of 'Fondo' to the frame
//     that shows it, with the Performance API, median of 20 edits, without
//     throttling and at 4× CPU (target: ≤ 100 ms);
//   - sign-up: from pressing 'Crear tienda' on the platform host to the new
//     store's admin heading, at 4× CPU (target: ≤ 2 s), and the round trips in
//     that chain (target: ≤ 3).
//   - the storefront's first view (JS, Lighthouse LCP and CLS) with the default theme and
//     with a suggested one published in turn (target: unchanged).
/* global document, getComputedStyle, HTMLInputElement, requestAnimationFrame -- run in the page by page.evaluate */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { repoRoot } from './builds.mjs'
import { median } from './first-view-bench.mjs'

const OWNER = { email: 'owner@demo.localhost', password: 'demo1234' }
const PHONE = { width: 412, height: 823 }
const DESKTOP = { width: 1440, height: 900 }
const CPU_SLOWDOWN = 4

async function ownerTokens(apiPort) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Subdomain': 'demo' },
    body: JSON.stringify(OWNER),
  })
  if (!response.ok) throw new Error(`login: ${response.status}`)
  return (await response.json()).tokens
}

/** A page of a new context, logged in as the demo owner when `tokens` are given, CPU slowed by `cpu`. */
async function openPage(browser, { tokens, cpu = 1, viewport = PHONE }) {
  const context = await browser.newContext({ viewport, locale: 'es-ES' })
  await context.addInitScript((given) => {
    if (given) {
      localStorage.setItem('accessToken', given.access)
      localStorage.setItem('refreshToken', given.refresh)
    }
    const w = globalThis
    w.__lcp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  }, tokens ?? null)
  const page = await context.newPage()
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  }
  return { context, page }
}

/** LCP of the dashboard and of the theme screen, each median of `runs`, at 4× CPU. */
export async function themeScreenLcp({ chromium, chromePath, flags, baseURL, apiPort, runs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
  const values = { dashboard: [], theme: [] }
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [name, pathname, ready] of [
        ['dashboard', '/admin', 'Panel de administración'],
        ['theme', '/admin/apariencia/tema', 'Gestión de Tema'],
      ]) {
        // A session of its own: the startup's refresh rotates the tokens it was given.
        const tokens = await ownerTokens(apiPort)
        const { context, page } = await openPage(browser, { tokens, cpu: CPU_SLOWDOWN })
        await page.goto(`${baseURL}${pathname}`, { waitUntil: 'networkidle' })
        await page.getByRole('heading', { level: 1, name: ready }).waitFor()
        await page.waitForTimeout(500)
        values[name].push(await page.evaluate(() => globalThis.__lcp))
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  const dashboard = median(values.dashboard)
  const theme = median(values.theme)
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    dashboardLcpMs: dashboard,
    themeLcpMs: theme,
    ratio: dashboard ? Math.round((theme / dashboard) * 100) / 100 : null,
    target: 1.5,
    runs: values,
  }
}

/**
 * The preview's repaint after an edit of the light 'Fondo': the text field
 * gets the new colour as typing does, then frames are watched until the
 * preview's background shows it, and the time to that frame is taken.
 */
async function repaints(page, edits) {
  return page.evaluate(async (count) => {
    // The visible 'Fondo' (the light set's tab is open).
    const field = [...document.querySelectorAll('label')]
      .filter((label) => label.textContent?.trim() === 'Fondo')
      .map((label) => label.control)
      .find((control) => control && control.offsetParent !== null)
    if (!field) throw new Error("no 'Fondo' field")
    const preview = document.querySelector('[data-testid="theme-preview"]')
    const painted = (rgb) =>
      [preview, ...preview.querySelectorAll('*')].some(
        (element) => getComputedStyle(element).backgroundColor === rgb,
      )
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    const colours = [
      ['#FFFFFF', 'rgb(255, 255, 255)'],
      ['#F7F3EE', 'rgb(247, 243, 238)'],
    ]
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
    const times = []
    for (let i = 0; i < count; i += 1) {
      const [hex, rgb] = colours[i % 2]
      await nextFrame()
      const started = performance.now()
      setValue.call(field, hex)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      // The frame whose style shows the colour is the one that paints it.
      for (let frame = 0; frame < 120 && !painted(rgb); frame += 1) await nextFrame()
      await nextFrame()
      performance.measure(`preview-repaint-${i}`, { start: started, end: performance.now() })
      times.push(performance.now() - started)
    }
    return times
  }, edits)
}

/** Median repaint of 20 edits, without throttling and at 4× CPU, on a desktop (the preview beside the form). */
export async function themePreviewRepaint({ chromium, chromePath, flags, baseURL, apiPort }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
  const result = { target: 100, edits: 20 }
  try {
    for (const cpu of [1, CPU_SLOWDOWN]) {
      const tokens = await ownerTokens(apiPort)
      const { context, page } = await openPage(browser, { tokens, cpu, viewport: DESKTOP })
      await page.goto(`${baseURL}/admin/apariencia/tema`, { waitUntil: 'networkidle' })
      await page.getByRole('textbox', { name: 'Fondo', exact: true }).waitFor()
      await page.getByTestId('theme-preview').waitFor()
      const times = await repaints(page, 20)
      result[cpu === 1 ? 'medianMs' : 'medianMsAt4xCpu'] = Math.round(median(times) * 10) / 10
      result[cpu === 1 ? 'timesMs' : 'timesMsAt4xCpu'] = times.map((t) => Math.round(t))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return result
}

/**
 * Sign-up on the platform host (`localhost:<port>`), at 4× CPU, `runs` times:
 * the time from pressing 'Crear tienda' to the new store's admin heading, and
 * the round trips of that chain (the store's creation, the new store's page,
 * the code's exchange), with every request the press started.
 */
export async function signupTiming({ chromium, chromePath, flags, port, runs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
  const times = []
  const chains = []
  try {
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await openPage(browser, { cpu: CPU_SLOWDOWN })
      const label = `bench-${Date.now().toString(36)}-${run}`
      await page.goto(`http://localhost:${port}/crear-tienda`, { waitUntil: 'networkidle' })
      await page.getByLabel('Nombre de la tienda').fill('Tienda de prueba')
      await page.getByLabel('Dirección de tu tienda').fill(label)
      await page.getByText('Disponible', { exact: true }).waitFor()
      await page.getByLabel('Tu nombre').fill('Prueba')
      await page.getByLabel('Correo electrónico').fill(`${label}@example.test`)
      await page.getByLabel('Contraseña').fill('Tienda-de-prueba-2026')
      const requests = []
      page.on('request', (request) =>
        requests.push({
          url: request.url(),
          method: request.method(),
          type: request.resourceType(),
        }),
      )
      // Where the time goes: when the store is made, the new store's page asked for, the
      // code exchanged, and the last script of the new page answered.
      const marks = {}
      page.on('response', (response) => {
        const request = response.request()
        const url = new URL(request.url())
        const at = Date.now() - started
        if (request.method() === 'POST' && url.pathname === '/api/v1/tiendas/') marks.created = at
        if (request.method() === 'POST' && url.pathname === '/api/v1/login/handoff/')
          marks.handoff = at
        if (request.resourceType() === 'document' && url.hostname.startsWith(label))
          marks.document = at
        if (request.resourceType() === 'script' && url.hostname.startsWith(label))
          marks.lastScript = at
      })
      const started = Date.now()
      await page.getByRole('button', { name: 'Crear tienda' }).click()
      await page
        .getByRole('heading', { level: 1, name: 'Panel de administración' })
        .waitFor({ timeout: 30_000 })
      times.push(Date.now() - started)
      marks.heading = times.at(-1)
      const chain = requests.filter(
        (r) =>
          (r.method === 'POST' && /\/api\/v1\/(tiendas|login\/handoff)\/$/.test(r.url)) ||
          (r.type === 'document' && new URL(r.url).hostname.startsWith(label)),
      )
      chains.push({
        marks,
        scripts: requests.filter(
          (r) => r.type === 'script' && new URL(r.url).hostname.startsWith(label),
        ).length,
        roundTrips: chain.length,
        chain: chain.map((r) => `${r.method} ${new URL(r.url).pathname}`),
        requests: requests.length,
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    medianMs: median(times),
    target: { ms: 2000, roundTrips: 3 },
    timesMs: times,
    chains,
  }
}

/** The admin's suggested theme `id` (remote-admin/src/features/theme/theme-presets.ts), read through tsx. */
function suggestedTheme(id) {
  const tsx = path.join(repoRoot, 'api/node_modules/.bin/tsx')
  const script = `import { THEME_PRESETS } from './remote-admin/src/features/theme/theme-presets.ts'
console.log(JSON.stringify(THEME_PRESETS.find((preset) => preset.id === ${JSON.stringify(id)})))`
  const result = spawnSync(tsx, ['--eval', script], { cwd: repoRoot, encoding: 'utf8' })
  if (result.status !== 0 || !result.stdout.trim())
    throw new Error(`preset ${id}: ${result.stderr}`)
  return JSON.parse(result.stdout)
}

/**
 * The storefront's budgets with a published theme other than the default (issue #25): the
 * demo store's default and the suggested theme `presetId` are published in turn, and each
 * `measure(label)` runs right after its theme is public, so both share the load of the moment.
 * The default is published again at the end.
 */
export async function storefrontWithTheme({ apiPort, presetId, runs, measure }) {
  const tokens = await ownerTokens(apiPort)
  const call = async (method, body) => {
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/v1/admin/tienda/theme/`, {
      method,
      headers: {
        'content-type': 'application/json',
        'X-Subdomain': 'demo',
        authorization: `Bearer ${tokens.access}`,
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!response.ok)
      throw new Error(`${method} theme: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const original = await call('GET')
  const preset = suggestedTheme(presetId)
  const themed = {
    light_colors: { colors: preset.light },
    dark_colors: { colors: preset.dark },
    typography: {
      ...original.typography,
      fontFamily: preset.fontFamily,
      titleFontFamily: preset.titleFontFamily,
    },
  }
  const results = { default: [], [presetId]: [] }
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [label, theme] of [
        ['default', original],
        [presetId, themed],
      ]) {
        await call('PUT', theme)
        results[label].push(await measure(label))
      }
    }
  } finally {
    await call('PUT', original)
  }
  return results
}
