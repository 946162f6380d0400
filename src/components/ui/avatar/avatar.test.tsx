import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the initials of a name, and speaks the name', () => {
    renderWithTheme(<Avatar name="Aminata Kamara" />);
    const avatar = screen.getByRole('img', { name: 'Aminata Kamara' });
    expect(avatar).toHaveTextContent('AK');
    expect(avatar.querySelector('svg')).toBeNull();
  });

  it('shows a person glyph, not digits, for a user known only by a phone number', () => {
    renderWithTheme(<Avatar name="+232 76 123 456" size="sm" />);
    const avatar = screen.getByRole('img', { name: '+232 76 123 456' });
    expect(avatar).toHaveTextContent('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('speaks the presence status with the name', () => {
    renderWithTheme(<Avatar name="Ibrahim Bangura" status="busy" />);
    expect(screen.getByRole('img', { name: 'Ibrahim Bangura (Busy)' })).toHaveTextContent('IB');
  });
});
