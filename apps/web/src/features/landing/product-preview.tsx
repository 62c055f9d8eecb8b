import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

type Finish = { key: 'oak' | 'walnut' | 'ash'; top: string; front: string; side: string }

const FINISHES: Finish[] = [
  { key: 'oak', top: '#e3c79b', front: '#c9a46d', side: '#b38d58' },
  { key: 'walnut', top: '#8a5a3c', front: '#6e4329', side: '#5a3520' },
  { key: 'ash', top: '#efe6d6', front: '#d8cab2', side: '#c4b497' },
]

const WIDTHS = [1600, 1800, 2000] as const

// Isometric projection of a point in millimetres onto the 400×300 drawing.
const SCALE = 0.118
const project = (x: number, y: number, z: number) =>
  `${(200 + (x - y) * 0.866 * SCALE).toFixed(1)},${(150 + (x + y) * 0.5 * SCALE - z * SCALE).toFixed(1)}`

function box(x: number, y: number, z: number, w: number, d: number, h: number) {
  const p = (dx: number, dy: number, dz: number) => project(x + dx, y + dy, z + dz)
  return {
    top: [p(0, 0, h), p(w, 0, h), p(w, d, h), p(0, d, h)].join(' '),
    front: [p(0, d, 0), p(w, d, 0), p(w, d, h), p(0, d, h)].join(' '),
    side: [p(w, 0, 0), p(w, d, 0), p(w, d, h), p(w, 0, h)].join(' '),
  }
}

/** A small live configurator on the landing page: the product's promise, shown in miniature. */
export function ProductPreview() {
  const { t, i18n } = useTranslation()
  const [finish, setFinish] = useState<Finish>(FINISHES[0]!)
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(1800)
  const depth = 900
  const height = 740
  const leg = 60
  const top = 40
  const origin = { x: -width / 2, y: -depth / 2 }
  const legs = [
    [0, 0],
    [width - leg, 0],
    [0, depth - leg],
    [width - leg, depth - leg],
  ].map(([lx, ly]) => box(origin.x + lx!, origin.y + ly!, -height / 2, leg, leg, height - top))
  const tabletop = box(origin.x, origin.y, height / 2 - top, width, depth, top)
  const price =
    980 + (width - 1600) * 0.6 + (finish.key === 'walnut' ? 320 : finish.key === 'ash' ? 90 : 0)

  return (
    <figure
      aria-label={t('landing.preview.label')}
      className="overflow-hidden rounded-2xl border bg-card shadow-xl shadow-primary/5"
    >
      <div className="flex items-center gap-1.5 border-b bg-muted/50 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-[#ff5f57]" />
        <span className="size-2.5 rounded-full bg-[#febc2e]" />
        <span className="size-2.5 rounded-full bg-[#28c840]" />
        <span className="ml-3 truncate text-muted-foreground text-xs">
          {t('landing.preview.product')}
        </span>
      </div>
      <div className="grid sm:grid-cols-[1fr_13rem]">
        <div className="relative bg-[linear-gradient(to_bottom,var(--background),var(--muted))]">
          <svg
            viewBox="0 0 400 300"
            className="h-full min-h-56 w-full"
            role="img"
            aria-label={t('landing.preview.drawing')}
          >
            <title>{t('landing.preview.drawing')}</title>
            <ellipse cx="200" cy="198" rx="165" ry="34" className="fill-foreground/5" />
            {[...legs, tabletop].map((b, i) => (
              <g key={i} stroke="rgba(0,0,0,.12)" strokeWidth=".6" strokeLinejoin="round">
                <polygon points={b.side} fill={finish.side} />
                <polygon points={b.front} fill={finish.front} />
                <polygon points={b.top} fill={finish.top} />
              </g>
            ))}
            <text
              x="200"
              y="285"
              textAnchor="middle"
              className="fill-muted-foreground font-mono text-[11px]"
            >
              {width} × {depth} × {height} mm
            </text>
          </svg>
        </div>
        <div className="flex flex-col gap-5 border-t p-4 sm:border-t-0 sm:border-l">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-xs uppercase tracking-wide text-muted-foreground">
              {t('landing.preview.finish')}
            </legend>
            <div className="flex gap-2">
              {FINISHES.map((f) => (
                <button
                  key={f.key}
                  type="button"
                  aria-pressed={f.key === finish.key}
                  aria-label={t(`landing.preview.finishes.${f.key}`)}
                  title={t(`landing.preview.finishes.${f.key}`)}
                  onClick={() => setFinish(f)}
                  className={cn(
                    'size-8 rounded-full border-2 border-background shadow-sm outline-none ring-offset-2 transition focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    f.key === finish.key && 'ring-2 ring-primary',
                  )}
                  style={{ background: f.top }}
                />
              ))}
            </div>
            <span className="text-sm">{t(`landing.preview.finishes.${finish.key}`)}</span>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-xs uppercase tracking-wide text-muted-foreground">
              {t('landing.preview.width')}
            </legend>
            <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
              {WIDTHS.map((w) => (
                <button
                  key={w}
                  type="button"
                  aria-pressed={w === width}
                  onClick={() => setWidth(w)}
                  className={cn(
                    'rounded-md py-1 text-xs tabular-nums outline-none transition focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    w === width
                      ? 'bg-background font-medium shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {w}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="mt-auto flex items-end justify-between border-t pt-4">
            <span className="text-muted-foreground text-xs">{t('landing.preview.price')}</span>
            <span className="font-semibold text-xl tabular-nums">
              {new Intl.NumberFormat(i18n.language, {
                style: 'currency',
                currency: 'EUR',
                maximumFractionDigits: 0,
              }).format(price)}
            </span>
          </div>
        </div>
      </div>
    </figure>
  )
}
