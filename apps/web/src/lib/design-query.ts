import { componentIdsOf, type Design, type Scene } from '@designer/contract'
import { queryOptions, useQueries } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { request } from './api'
import { designKeys } from './queries/keys'

/** The scenes of the components a scene places, by design id (nested components included). */
export type ComponentScenes = Record<string, Scene | undefined>

/** One design with its scene. Shared: the designs pages, the editor and the 3D views read it. */
export const designQuery = (id: string) =>
  queryOptions({
    queryKey: designKeys.detail(id),
    queryFn: async () => (await request<Design>('GET', `/designs/${id}`))!,
  })

/**
 * The scenes of every component a scene places, nested ones included, fetched as they are
 * discovered: each component that arrives may name more. Answers what is known so far; the 3D
 * view fills in as they arrive.
 */
export function useComponentScenes(scene: Design['scene'] | undefined): {
  scenes: ComponentScenes
  loading: boolean
} {
  const [ids, setIds] = useState<string[]>([])
  const results = useQueries({
    queries: ids.map((id) => ({ ...designQuery(id), staleTime: 60_000 })),
  })
  const discovered = useMemo(() => {
    const all = new Set(scene ? componentIdsOf(scene) : [])
    for (const r of results)
      for (const id of r.data ? componentIdsOf(r.data.scene) : []) all.add(id)
    return [...all].sort()
  }, [scene, results])
  const key = discovered.join(',')
  useEffect(() => {
    setIds((current) => (current.join(',') === key ? current : key ? key.split(',') : []))
  }, [key])
  return useMemo(() => {
    const scenes: ComponentScenes = {}
    for (const r of results) if (r.data) scenes[r.data.id] = r.data.scene
    return { scenes, loading: ids.length !== discovered.length || results.some((r) => r.isLoading) }
  }, [results, ids, discovered])
}
