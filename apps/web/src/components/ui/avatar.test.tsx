import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, AvatarFallback, AvatarImage, initials } from './avatar'

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Lovelace')).toBe('AL')
    expect(initials('Greta Magnusson Grossman')).toBe('GG')
  })

  it('gives one uppercase letter for a single word', () => {
    expect(initials('cher')).toBe('C')
  })

  it('copes with extra spaces, accents and an empty name', () => {
    expect(initials('  élodie   durand ')).toBe('ÉD')
    expect(initials('')).toBe('')
  })
})

describe('Avatar', () => {
  it('shows the initials when no image source is given', () => {
    render(
      <Avatar>
        <AvatarImage alt="Ada Lovelace" />
        <AvatarFallback name="Ada Lovelace" />
      </Avatar>,
    )
    expect(screen.getByText('AL')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL')
  })

  it('shows explicit fallback children as given', () => {
    render(
      <Avatar>
        <AvatarFallback>{initials('cher')}</AvatarFallback>
      </Avatar>,
    )
    expect(screen.getByText('C')).toBeInTheDocument()
  })
})
