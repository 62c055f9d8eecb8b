import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

/** A step's or an option's name, and the id formulas and rules know it by. */
export function NameIdFields({
  nameLabel,
  name,
  id,
  idHint,
  nameError,
  idError,
  onNameChange,
  onIdChange,
}: {
  nameLabel: string
  name: string
  id: string
  idHint?: string
  nameError?: string
  idError?: string
  onNameChange: (name: string) => void
  onIdChange: (id: string) => void
}) {
  const { t } = useTranslation()
  const uid = useId()
  return (
    <div className="grid grid-cols-[1fr_9rem] items-start gap-3">
      <FormField id={`${uid}-name`} label={nameLabel} required error={nameError}>
        <Input value={name} onChange={(e) => onNameChange(e.target.value)} />
      </FormField>
      <FormField
        id={`${uid}-id`}
        label={t('configurators.option.id')}
        error={idError}
        description={idHint}
      >
        <Input
          value={id}
          spellCheck={false}
          className="font-mono text-xs"
          onChange={(e) => onIdChange(e.target.value)}
        />
      </FormField>
    </div>
  )
}
