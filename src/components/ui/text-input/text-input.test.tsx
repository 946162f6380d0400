import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { Alert } from '../alert/Alert.tsx';
import { Select } from '../select/Select.tsx';
import { TextInput } from './TextInput.tsx';

describe('TextInput', () => {
  it('ties label, hint and error to the input', () => {
    renderWithTheme(<TextInput label="Full name" hint="As on your ID" error="Full name is required" />);
    const input = screen.getByLabelText('Full name');
    expect(input).toHaveAccessibleDescription('As on your ID Full name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Full name is required');
  });

  it('is not marked invalid without an error', () => {
    renderWithTheme(<TextInput label="City/Town" />);
    expect(screen.getByLabelText('City/Town')).not.toHaveAttribute('aria-invalid');
  });
});

describe('Select', () => {
  it('lists a placeholder then the options, with its label and error', () => {
    renderWithTheme(<Select label="District" options={['Bo', 'Kenema']} placeholder="Select your district" error="District is required" />);
    const select = screen.getByLabelText('District');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Select your district', 'Bo', 'Kenema']);
    expect(select).toHaveAccessibleDescription('District is required');
  });
});

describe('Alert', () => {
  it('interrupts for errors and warnings, and is polite for info and success', () => {
    renderWithTheme(
      <>
        <Alert variant="error" title="Profile Setup Error">
          Failed to save profile. Please try again.
        </Alert>
        <Alert variant="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Profile Setup ErrorFailed to save profile. Please try again.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
