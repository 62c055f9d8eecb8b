import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

function renderSelect(placeholder?: string) {
  render(
    <Select>
      <SelectTrigger aria-label="Material">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="oak">Oak</SelectItem>
        <SelectItem value="walnut">Walnut</SelectItem>
      </SelectContent>
    </Select>,
  )
}

describe('Select', () => {
  it('shows the translated default placeholder, "Select an option" in English', () => {
    renderSelect()
    expect(screen.getByText('Select an option')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Material' })).toHaveAttribute('data-placeholder')
  })

  it('prefers a placeholder given by the caller', () => {
    renderSelect('Pick a wood')
    expect(screen.getByText('Pick a wood')).toBeInTheDocument()
    expect(screen.queryByText('Select an option')).not.toBeInTheDocument()
  })
})
