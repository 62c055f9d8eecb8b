/** Fixed sample content for the kitchen sink, so every screenshot of it looks the same. */

function svgDataUrl(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** A simple illustrated portrait: gradient backdrop, head and shoulders. */
function portrait(from: string, to: string, skin: string, hair: string) {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><path d="M10 64c1-13 10-20 22-20s21 7 22 20z" fill="#f8fafc" opacity=".92"/><circle cx="32" cy="28" r="12" fill="${skin}"/><path d="M19.5 27c0-9 5.5-14 12.5-14s12.5 5 12.5 14c-3-5-8-7.5-12.5-7.5S22.5 22 19.5 27z" fill="${hair}"/></svg>`,
  )
}

export type Person = { name: string; image?: string }

export const PEOPLE: Person[] = [
  { name: 'Ada Lovelace', image: portrait('#c7d2fe', '#6366f1', '#f2c9a8', '#3b2a20') },
  { name: 'Grace Hopper', image: portrait('#bbf7d0', '#10b981', '#e8b894', '#d6d3d1') },
  { name: 'Alvar Aalto' },
  { name: 'Greta Magnusson Grossman' },
  { name: 'cher' },
]

export const DESIGN_TYPES = ['chair', 'table', 'storage', 'shelving', 'lighting'] as const
export type DesignType = (typeof DESIGN_TYPES)[number]

export type DesignStatus = 'published' | 'review' | 'draft' | 'archived'

export type Design = {
  id: string
  /** Key under `kitchen-sink.data.designs`. */
  key: 'loungeChair' | 'diningTable' | 'sideboard' | 'bookshelf' | 'pendantLamp'
  type: DesignType
  /** Width, depth and height in millimetres. */
  size: readonly [number, number, number]
  status: DesignStatus
  updated: string
}

export const DESIGNS: Design[] = [
  {
    id: 'dsg-1042',
    key: 'loungeChair',
    type: 'chair',
    size: [780, 820, 740],
    status: 'published',
    updated: '2025-03-14T09:30:00Z',
  },
  {
    id: 'dsg-1038',
    key: 'diningTable',
    type: 'table',
    size: [1800, 900, 750],
    status: 'published',
    updated: '2025-03-11T15:10:00Z',
  },
  {
    id: 'dsg-1035',
    key: 'sideboard',
    type: 'storage',
    size: [1600, 450, 780],
    status: 'review',
    updated: '2025-03-08T11:45:00Z',
  },
  {
    id: 'dsg-1029',
    key: 'bookshelf',
    type: 'shelving',
    size: [1200, 350, 1950],
    status: 'draft',
    updated: '2025-02-27T08:05:00Z',
  },
  {
    id: 'dsg-1011',
    key: 'pendantLamp',
    type: 'lighting',
    size: [420, 420, 380],
    status: 'archived',
    updated: '2025-01-19T17:20:00Z',
  },
]

export const STATUS_BADGE = {
  published: 'success',
  review: 'warning',
  draft: 'secondary',
  archived: 'outline',
} as const satisfies Record<DesignStatus, string>

/**
 * The page's own Toaster. The app shell renders a global one too; toasts fired here carry this
 * id so they appear once, in the page's Toaster.
 */
export const TOASTER_ID = 'kitchen-sink'

/** The sample company the account menu shows. */
export const SAMPLE_COMPANY = { name: 'Atelier Nord', email: 'ada@atelier-nord.com' }
