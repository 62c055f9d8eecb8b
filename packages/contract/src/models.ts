import { API_BASE_PATH } from './constants'

/**
 * A configuration as 3D files the server builds (docs/decisions/039-3d-files-on-the-server.md):
 * GLB for any viewer and Android's Scene Viewer, USDZ for Apple's AR Quick Look. No zod here:
 * the public page builds these addresses, and must not download zod for it.
 */
export const MODEL_FORMATS = ['glb', 'usdz'] as const
export type ModelFormat = (typeof MODEL_FORMATS)[number]

export const MODEL_MEDIA_TYPES: Record<ModelFormat, string> = {
  glb: 'model/gltf-binary',
  usdz: 'model/vnd.usdz+zip',
}

/** The address of a configuration's file; `query` is what `selectionsToQuery` gives. */
export function modelPath(configuratorId: string, format: ModelFormat, query: URLSearchParams) {
  const search = query.toString()
  return `${API_BASE_PATH}/public/configurators/${encodeURIComponent(configuratorId)}/model.${format}${search ? `?${search}` : ''}`
}
