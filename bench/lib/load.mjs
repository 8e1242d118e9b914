import http from 'node:http'

import autocannon from 'autocannon'

/**
 * Warms the load generator before anything is measured. autocannon runs in the
 * bench's own process, on the same two cores as the servers it measures, and
 * for about its first 20 s of use it is itself slower: a server that answers
 * 26,000 req/s to a warm autocannon measured 19,000 for 22 s and then 26,000
 * (`tienda/theme/`, 2-s windows). Whatever came first in a run (the bare route,
 * the first reads) was undercounted, and the share of bare depended on the
 * order of the reads. Here autocannon loads a plain node server in this
 * process, in 2-s windows, until two windows in a row agree within 5 % (at
 * least 10 s, at most `maxSeconds`).
 */
export async function warmLoadGenerator(label, maxSeconds = 40) {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end('{"ok":true}')
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${server.address().port}/`
  const windows = []
  try {
    for (let spent = 0; spent < maxSeconds; spent += 2) {
      const r = await autocannon({ url, connections: 10, duration: 2 })
      windows.push(Math.round(r.requests.average))
      const [before, last] = windows.slice(-2)
      if (spent >= 8 && before && Math.abs(last - before) / before < 0.05) break
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
  console.log(`${label} load generator warmed: ${windows.join(' → ')} req/s (2-s windows)`)
}
