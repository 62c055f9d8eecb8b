import { COMPANY_LOGO_PATH, type Company, LOGO_MAX_BYTES, LOGO_TYPES } from '@designer/contract'
import { ImageUp, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api'
import { errorText } from '@/lib/forms'
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company-logo'

/** The codes a logo can be refused with, each with words of its own in the profile. */
const LOGO_ERRORS = [
  'invalid_image',
  'unsupported_media_type',
  'payload_too_large',
  'image_too_large',
] as const

/**
 * The company's logo: shown as it is, sent as soon as a file is chosen (PNG or JPEG, checked
 * here for its type and size first, then by the server for what it really is), replaced or
 * removed. A logo typed as an address before uploads existed is shown with a word on why a
 * file is better: quotes print only uploaded logos.
 */
export function CompanyLogoField({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const { t } = useTranslation()
  const upload = useUploadCompanyLogo()
  const remove = useRemoveCompanyLogo()
  const file = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [refused, setRefused] = useState<string | null>(null)
  const busy = upload.isPending || remove.isPending
  const logoUrl = company.logoUrl
  const linked = Boolean(logoUrl && !logoUrl.startsWith(COMPANY_LOGO_PATH))

  const problem = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null
    return code && (LOGO_ERRORS as readonly string[]).includes(code)
      ? t(`companies.logo.errors.${code}`)
      : errorText(t, error)
  }
  const failure =
    refused ??
    (upload.error ? problem(upload.error) : null) ??
    (remove.error ? problem(remove.error) : null)

  async function choose(chosen: File | undefined) {
    if (!chosen) return
    upload.reset()
    remove.reset()
    setRefused(null)
    // What the server would refuse anyway is said at once, without sending a byte.
    if (!(LOGO_TYPES as readonly string[]).includes(chosen.type)) {
      setRefused(t('companies.logo.errors.unsupported_media_type'))
      return
    }
    if (chosen.size > LOGO_MAX_BYTES) {
      setRefused(t('companies.logo.errors.payload_too_large'))
      return
    }
    const saved = await upload.mutateAsync({ id: company.id, file: chosen }).catch(() => null)
    if (saved) toast.success(t('companies.logo.saved'))
  }

  return (
    <div className="grid gap-2" data-testid="company-logo-field">
      <p className="font-medium text-sm">{t('companies.logo.title')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-20 w-full max-w-56 shrink-0 items-center justify-center rounded-lg border bg-white p-2">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={t('companies.logo.alt', { name: company.name })}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="flex items-center gap-2 text-muted-foreground text-xs">
              <ImageUp aria-hidden="true" className="size-4" />
              {t('companies.logo.none')}
            </span>
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <p id={hintId} className="text-muted-foreground text-xs">
            {linked ? t('companies.logo.linked') : t('companies.logo.hint')}
          </p>
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              <input
                ref={file}
                type="file"
                accept={LOGO_TYPES.join(',')}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="company-logo-file"
                onChange={(event) => {
                  void choose(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                aria-describedby={hintId}
                onClick={() => file.current?.click()}
              >
                <ImageUp aria-hidden="true" />
                {logoUrl ? t('companies.logo.replace') : t('companies.logo.upload')}
              </Button>
              {logoUrl && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={async () => {
                    upload.reset()
                    setRefused(null)
                    const done = await remove.mutateAsync(company.id).catch(() => null)
                    if (done) toast.success(t('companies.logo.removed'))
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  {t('companies.logo.remove')}
                </Button>
              )}
            </div>
          )}
          {busy && (
            <p className="text-muted-foreground text-xs" role="status">
              {t('companies.logo.sending')}
            </p>
          )}
          {failure && (
            <p className="text-destructive text-sm" role="alert">
              {failure}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
