import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { spokenText } from '../../../testing/spoken-text';
import { WeightStepper } from './weight-stepper';

const rules = { weight_step_g: 250, min_weight_g: 250, max_weight_g: 3000 };

function Controlled({
  initial,
  limit = 3000,
  removesAtMin = false,
  onChange = () => undefined,
}: {
  initial: number;
  limit?: number;
  removesAtMin?: boolean;
  onChange?: (grams: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <WeightStepper
      name="Aguacate Hass"
      rules={rules}
      value={value}
      limit={limit}
      removesAtMin={removesAtMin}
      onChange={(grams) => {
        onChange(grams);
        setValue(grams);
      }}
    />
  );
}

const stepper = () => screen.getByRole('group', { name: 'Peso de Aguacate Hass' });

it('shows the weight in grams or kilograms and steps by the offer’s step', async () => {
  const user = userEvent.setup();
  render(<Controlled initial={750} />);
  expect(spokenText(stepper())).toBe('750 g');

  await user.click(screen.getByRole('button', { name: 'Agregar 250 g de Aguacate Hass' }));
  expect(spokenText(stepper())).toBe('1 kg');
  await user.click(screen.getByRole('button', { name: 'Agregar 250 g de Aguacate Hass' }));
  expect(spokenText(stepper())).toBe('1.25 kg');
  await user.click(screen.getByRole('button', { name: 'Quitar 250 g de Aguacate Hass' }));
  await user.click(screen.getByRole('button', { name: 'Quitar 250 g de Aguacate Hass' }));
  await user.click(screen.getByRole('button', { name: 'Quitar 250 g de Aguacate Hass' }));
  expect(spokenText(stepper())).toBe('500 g');
});

it('offers the quick choices the rules and the limit allow, as buttons', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Controlled initial={250} limit={750} onChange={onChange} />);

  const presets = screen.getByRole('group', { name: 'Pesos rápidos de Aguacate Hass' });
  // 1 kg is above what can be had now.
  expect(presets.textContent).toBe('250 g500 g');
  expect(
    screen.getByRole('button', { name: '250 g de Aguacate Hass' }).getAttribute('aria-pressed'),
  ).toBe('true');

  await user.click(screen.getByRole('button', { name: '500 g de Aguacate Hass' }));
  expect(onChange).toHaveBeenLastCalledWith(500);
  expect(spokenText(stepper())).toBe('500 g');
});

it('stops "+" at the limit and says it in kilograms, never in pieces', async () => {
  const user = userEvent.setup();
  render(<Controlled initial={750} limit={1000} />);

  await user.click(screen.getByRole('button', { name: 'Agregar 250 g de Aguacate Hass' }));
  const more = screen.getByRole('button', { name: 'Agregar 250 g de Aguacate Hass' });
  expect(more.hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('Puedes llevar como máximo 1 kg.')).toBeTruthy();
  expect(document.body.textContent).not.toContain('pieza');
});

it('stops "−" at the minimum, or at the minimum takes the line away when it removes', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Controlled initial={250} />);
  expect(
    screen.getByRole('button', { name: 'Quitar 250 g de Aguacate Hass' }).hasAttribute('disabled'),
  ).toBe(true);
  unmount();

  const onChange = vi.fn();
  render(<Controlled initial={250} removesAtMin onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Quitar 250 g de Aguacate Hass' }));
  expect(onChange).toHaveBeenCalledWith(0);
});

it('says which weights can be chosen when the line holds one off the step', () => {
  render(<Controlled initial={600} />);
  expect(spokenText(stepper())).toBe('600 g');
  expect(screen.getByText('Elige múltiplos de 250 g.')).toBeTruthy();
});

it('sets the unit under the number in the small size, where one line would not fit a card', () => {
  const at1250g = (size?: 'md') => (
    <WeightStepper
      name="Aguacate Hass"
      rules={rules}
      value={1250}
      limit={3000}
      onChange={vi.fn()}
      size={size}
    />
  );
  const drawn = () => stepper().querySelector('[aria-live] > [aria-hidden="true"]');
  const { rerender } = render(at1250g());
  expect([...(drawn()?.children ?? [])].map((line) => line.textContent)).toEqual(['1.25', 'kg']);
  expect(spokenText(stepper())).toBe('1.25 kg');

  rerender(at1250g('md'));
  expect(drawn()).toBeNull();
  expect(stepper().textContent).toBe('1.25 kg');
});
