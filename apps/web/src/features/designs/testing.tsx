import type { DesignListItem } from '@designer/contract'

let n = 0
export function listItem(patch: Partial<DesignListItem> = {}): DesignListItem {
  n++
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Design ${n}`,
    description: '',
    type: 'design',
    version: 1,
    thumbnailUrl: null,
    thumbnailStatus: 'none',
    objectCount: 3,
    updatedBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Dana' },
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
    ...patch,
  }
}
