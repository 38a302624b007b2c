import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { announceUpdate } from '../../lib/service-worker';
import { UpdatePrompt } from './update-prompt';

it('offers a waiting new version, and takes it into use when "Actualizar" is tapped', async () => {
  const user = userEvent.setup();
  render(<UpdatePrompt />);
  // Nothing waits yet: nothing shows.
  expect(screen.queryByRole('status')).toBeNull();

  const apply = vi.fn(() => new Promise<void>(() => undefined));
  act(() => {
    announceUpdate(apply);
  });

  const prompt = screen.getByRole('status');
  expect(prompt.textContent).toContain('Hay una nueva versión de Canasta.');
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  expect(apply).toHaveBeenCalledOnce();
  // The page reloads once the new version has taken over; meanwhile the button says so.
  const button = screen.getByRole('button', { name: 'Actualizando…' });
  expect(button).toHaveProperty('disabled', true);
  expect(button.getAttribute('aria-busy')).toBe('true');
});
