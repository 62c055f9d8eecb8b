import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { cn } from '@/lib/utils'

/** The company's logo, or its initials on a tinted square while there is none (or it fails). */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string
  logoUrl: string | null | undefined
  className?: string
}) {
  return (
    <Avatar className={cn('size-10 rounded-lg', className)}>
      {logoUrl && <AvatarImage src={logoUrl} alt={name} className="object-contain" />}
      <AvatarFallback name={name} className="rounded-lg bg-primary/10 font-semibold text-primary" />
    </Avatar>
  )
}
