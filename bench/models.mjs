// 3D files of the demo's dining table configurator, built by the API (GLB and USDZ): how long a
// new configuration takes (cold: each request a configuration not built before), how long a
// repeated one takes (answered from the cache), and how large the files are. Production build
// (npm run build -w @designer/api), embedded database with the demo studio.
import { call, production, startServer } from './lib/server.mjs'

const COLD = Number(process.env.COLD ?? 20)
const CACHED = Number(process.env.CACHED ?? 200)
const DEMO_PASSWORD = 'bench-demo-password'

const api = await startServer({ env: { ...production, DEMO_PASSWORD } })
const { base } = api
try {
  const session = await call(base, 'POST', '/v1/auth/login', {
    email: 'demo@designer.local',
    password: DEMO_PASSWORD,
  })
  const auth = { authorization: `Bearer ${session.access_token}` }
  const companies = await call(base, 'GET', '/v1/companies', undefined, auth)
  const company = (companies.items ?? companies)[0]
  const list = await call(base, 'GET', '/v1/configurators', undefined, {
    ...auth,
    'company-id': company.id,
  })
  const id = list.items.find((c) => c.status === 'published').id

  const pct = (xs, p) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
  const ms = (n) => `${n.toFixed(1)} ms`
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`
  async function fetchModel(format, query) {
    const t = performance.now()
    const res = await fetch(`${base}/v1/public/configurators/${id}/model.${format}?${query}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    const body = new Uint8Array(await res.arrayBuffer())
    if (!res.ok) throw new Error(`${format} ${query}: ${res.status}`)
    return { ms: performance.now() - t, bytes: body.length }
  }

  // Distinct configurations: lengths and widths of the demo's ranges, the woods, the legs.
  const configurations = []
  for (const W of [1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400])
    for (const D of [800, 850, 900, 950, 1000])
      configurations.push(
        `W=${W}&D=${D}&wood=${['oak', 'walnut', 'ash'][configurations.length % 3]}&legStyle=${configurations.length % 2 ? 'steel' : 'oak'}&leaf=${W < 2200 ? 1 : 0}`,
      )
  // The first request starts what a first request starts (modules, the cost tree's queries).
  await fetchModel('glb', 'W=1650')

  for (const format of ['glb', 'usdz']) {
    const cold = []
    for (const query of configurations.slice(0, COLD))
      cold.push((await fetchModel(format, query)).ms)
    const cached = []
    for (let i = 0; i < CACHED; i++) cached.push((await fetchModel(format, configurations[0])).ms)
    console.log(
      `${format.toUpperCase()} of the demo table, ${COLD} new configurations, ${CACHED} repeats of one`,
    )
    console.log(`  cold   p50 ${ms(pct(cold, 50))}  p95 ${ms(pct(cold, 95))}`)
    console.log(`  cached p50 ${ms(pct(cached, 50))}  p95 ${ms(pct(cached, 95))}`)
  }
  const plain = await fetchModel('glb', '')
  const plainUsdz = await fetchModel('usdz', '')
  const largest = 'W=2100&D=1000&wood=walnut&legStyle=steel&leaf=1'
  const big = await fetchModel('glb', largest)
  const bigUsdz = await fetchModel('usdz', largest)
  console.log('Sizes')
  console.log(
    `  as it comes (oak, oak legs, 1800 × 900):      GLB ${kb(plain.bytes)}, USDZ ${kb(plainUsdz.bytes)}`,
  )
  console.log(
    `  steel legs and the leaf (2100 × 1000, walnut): GLB ${kb(big.bytes)}, USDZ ${kb(bigUsdz.bytes)}`,
  )
} finally {
  await api.stop()
}
