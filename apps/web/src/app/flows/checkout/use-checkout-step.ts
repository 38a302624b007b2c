import type { UpdateCartBody } from '@canasta/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentUser } from '../../../features/auth/stores/session-store';
import { useUpdateCart } from '../../../features/cart/hooks/use-update-cart';
import { es } from '../../../i18n/es';
import { isApiError } from '../../../lib/api-client';
import type { CheckoutContext } from './checkout-gate';
import { pathAfter, stepPosition, type CheckoutStep } from './steps';

/** What a failed save says to the shopper; nothing when the session ended (sign-in follows). */
export function saveProblem(error: unknown): string | null {
  if (!error) return null;
  if (currentUser() === null) return null;
  return isApiError(error) ? error.displayMessage : es.errors.unexpected;
}

/**
 * A step's saves and its way on (decision 014):
 * - `choose` saves a choice the moment it is made and shows it chosen at once (`draft`, until the
 *   server answers; a refusal puts the saved choice back); `null` only clears "choose one";
 * - `next` says "choose one" (`required`) when nothing is chosen, else waits for the last save
 *   and, when it was saved (or nothing was pending), goes to the next step of the table, so
 *   "Continuar" never outruns the server;
 * - `problem` is what to show: the missing choice, or why the last save failed, under
 *   `problemId` (`describedBy` points the choices at it while it shows);
 * - `foot(chosen)` is the step's StepContinue: the problem, the total and "Continuar".
 */
export function useCheckoutStep(
  step: CheckoutStep,
  { store, cart, user }: CheckoutContext,
  required: string | null = null,
) {
  const navigate = useNavigate();
  const save = useUpdateCart(store.id);
  const [draft, setDraft] = useState<UpdateCartBody | null>(null);
  const [missing, setMissing] = useState(false);
  const latest = useRef<Promise<boolean>>(Promise.resolve(true));
  const count = useRef(0);
  const { mutateAsync } = save;

  const choose = (body: UpdateCartBody | null) => {
    setMissing(false);
    if (!body) return;
    const mine = ++count.current;
    setDraft(body);
    latest.current = mutateAsync(body).then(
      () => true,
      () => false,
    );
    void latest.current.then(() => {
      // Only the last change ends the draft: an earlier answer must not undo a later choice.
      if (count.current === mine) setDraft(null);
    });
  };

  const next = async (chosen = true) => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    if (!(await latest.current)) return;
    const to = pathAfter(step, cart, user, store.slug);
    if (to) await navigate(to);
  };

  const problem = missing && required ? required : saveProblem(save.error);
  const problemId = `${step.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-problem`;
  const foot = (chosen: boolean) => ({
    problem,
    problemId,
    totalCents: cart.extra.total_cents,
    estimated: cart.extra.estimated,
    saving: save.isPending,
    onContinue: () => void next(chosen),
  });
  return {
    save,
    draft,
    choose,
    next,
    problem,
    problemId,
    describedBy: problem ? problemId : undefined,
    foot,
    position: stepPosition(step, cart, user),
  };
}
