import { cn } from '@/lib/utils'

/** The product mark: an isometric box drawn in strokes. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 21.5 16 25l7-3.5v-9L16 9l-7 3.5zM9 12.5 16 16l7-3.5M16 16v9"
        fill="none"
        stroke="white"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
