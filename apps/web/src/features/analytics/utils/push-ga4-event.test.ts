import { afterEach, expect, it, vi } from 'vitest';
import { makeItem } from '../../../testing/factories';
import { disableDataLayer, enableDataLayer } from './data-layer';
import { pushGa4Event } from './push-ga4-event';

afterEach(() => {
  disableDataLayer();
  delete window.dataLayer;
});

const eventNames = () =>
  (window.dataLayer ?? []).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'event' in entry ? [entry.event] : [],
  );

it('pushes the events in the order they were asked for, once the builders are in', async () => {
  enableDataLayer();
  const item = makeItem(11, { name: 'Aguacate' });
  pushGa4Event(({ viewItem }) => viewItem(item, 'Interna'));
  pushGa4Event(() => null);
  pushGa4Event(({ cartQuantityChange }) => cartQuantityChange(item, undefined, 2, 'Interna'));
  await vi.waitFor(() => {
    expect(eventNames()).toEqual(['view_item', 'remove_from_cart']);
  });
});

it('builds nothing and queues nothing without a tag manager', async () => {
  const build = vi.fn(() => null);
  pushGa4Event(build);
  // Had it been queued, it would run once an event queued after it has.
  enableDataLayer();
  pushGa4Event(({ viewItem }) => viewItem(makeItem(11), 'Interna'));
  await vi.waitFor(() => {
    expect(eventNames()).toEqual(['view_item']);
  });
  expect(build).not.toHaveBeenCalled();
});
