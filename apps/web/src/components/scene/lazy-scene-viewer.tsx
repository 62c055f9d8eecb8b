import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import type { SceneViewerProps } from './scene-viewer'

// three.js is large: it loads only when a page shows a 3D view.
const SceneViewer = lazy(() => import('./scene-viewer'))

export function LazySceneViewer(props: SceneViewerProps) {
  return (
    <Suspense fallback={<Skeleton className={props.className} />}>
      <SceneViewer {...props} />
    </Suspense>
  )
}
