import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

const labels = {
  label: 'Cantidad de Pera',
  decrementLabel: 'Menos pera',
  incrementLabel: 'Más pera',
};

function Controlled(props: Partial<QuantityStepperProps> & { initial?: number }) {
  const { initial = 1, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <QuantityStepper {...labels} value={value} onChange={setValue} {...rest} />;
}

it('is a labelled group showing the value between "−" and "+"', () => {
  render(<QuantityStepper {...labels} value={3} onChange={() => undefined} />);

  const group = screen.getByRole('group', { name: 'Cantidad de Pera' });
  expect(group.textContent).toBe('3');
  expect(screen.getByRole('button', { name: 'Menos pera' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Más pera' })).toBeTruthy();
});

it('steps one up and one down through onChange', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<QuantityStepper {...labels} value={2} onChange={onChange} />);

  await user.click(screen.getByRole('button', { name: 'Más pera' }));
  await user.click(screen.getByRole('button', { name: 'Menos pera' }));

  expect(onChange.mock.calls).toEqual([[3], [1]]);
});

it('stops at min and max', async () => {
  const user = userEvent.setup();
  render(<Controlled initial={1} min={1} max={2} />);
  const minus = screen.getByRole('button', { name: 'Menos pera' });
  const plus = screen.getByRole('button', { name: 'Más pera' });

  expect(minus).toHaveProperty('disabled', true);
  await user.click(plus);
  expect(screen.getByRole('group').textContent).toBe('2');
  expect(plus).toHaveProperty('disabled', true);
  expect(minus).toHaveProperty('disabled', false);
});

it('shows a bin on "−" when the next step reaches min, if asked to', () => {
  const { rerender, container } = render(
    <QuantityStepper {...labels} value={1} onChange={() => undefined} removesAtMin />,
  );
  const binPath = container.querySelector('button path')?.getAttribute('d');

  rerender(<QuantityStepper {...labels} value={2} onChange={() => undefined} removesAtMin />);
  const minusPath = container.querySelector('button path')?.getAttribute('d');

  expect(binPath).not.toBe(minusPath);
  expect(minusPath).toBe('M5 12h14');
});

it('ignores taps while busy but keeps its buttons focusable', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<QuantityStepper {...labels} value={1} onChange={onChange} busy />);
  const plus = screen.getByRole('button', { name: 'Más pera' });

  await user.click(plus);

  expect(onChange).not.toHaveBeenCalled();
  expect(plus.getAttribute('aria-disabled')).toBe('true');
  expect(plus).toHaveProperty('disabled', false);
  expect(document.activeElement).toBe(plus);
  expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
});

it('works from the keyboard', async () => {
  const user = userEvent.setup();
  render(<Controlled initial={1} />);

  await user.tab();
  await user.tab();
  await user.keyboard('{Enter}{Enter}');

  expect(screen.getByRole('group').textContent).toBe('3');
});
