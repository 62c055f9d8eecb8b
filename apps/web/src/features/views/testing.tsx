import type { Design, DesignListItem, View } from '@designer/contract'

let n = 0
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

export function aView(patch: Partial<View> = {}): View {
  n++
  return {
    id: uuid(n),
    name: `View ${n}`,
    description: '',
    designId: null,
    designName: null,
    camera: { position: [2400, 1600, 2400], target: [0, 0, 0], fov: 40, mode: 'orbit' },
    pictureUrl: null,
    pictureStatus: 'none',
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
    ...patch,
  }
}

export function aDesign(patch: Partial<DesignListItem> = {}): DesignListItem {
  n++
  return {
    id: uuid(1000 + n),
    name: `Design ${n}`,
    description: '',
    type: 'design',
    version: 1,
    thumbnailUrl: null,
    thumbnailStatus: 'none',
    objectCount: 0,
    updatedBy: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
    ...patch,
  }
}

/** A design as GET /designs/{id} answers it, with no objects: the 3D preview stays out of jsdom. */
export function anEmptyDesign(item: DesignListItem): Design {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    type: item.type,
    version: item.version,
    thumbnailUrl: item.thumbnailUrl,
    scene: {
      settings: { background: '#f4f4f5', lighting: 'studio', units: 'mm', gridSize: 100 },
      objects: [],
    },
    createdBy: null,
    updatedBy: null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  }
}
