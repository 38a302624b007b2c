import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

it('announces the failure and calls onRetry from "Reintentar"', async () => {
  const onRetry = vi.fn();
  const user = userEvent.setup();
  render(<ErrorState onRetry={onRetry} />);

  expect(screen.getByRole('alert').textContent).toContain('Algo salió mal');
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('shows its own title and disables the button while a retry is under way', async () => {
  const onRetry = vi.fn();
  const user = userEvent.setup();
  render(<ErrorState onRetry={onRetry} retrying title="Sin datos" />);

  expect(screen.getByRole('heading', { name: 'Sin datos' }).tagName).toBe('H2');
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Reintentar' });
  expect(button.disabled).toBe(true);
  await user.click(button);
  expect(onRetry).not.toHaveBeenCalled();
});
