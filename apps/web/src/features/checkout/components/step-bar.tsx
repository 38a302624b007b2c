import type { ReactNode } from 'react';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { Button } from '../../../components/ui/button';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { useFormatMoney } from '../../../lib/money';

/**
 * A checkout step's sticky foot, in thumb's reach: the order's total (when known) and the step's
 * one action. Leaves room at the end of the page so it never hides the last of the content.
 */
export function StepBar({
  totalCents,
  estimated = false,
  children,
}: {
  totalCents?: number;
  /** Weight lines make the total an estimate ("Total estimado"). */
  estimated?: boolean;
  children: ReactNode;
}) {
  const format = useFormatMoney();
  return (
    <>
      <div aria-hidden="true" className="h-16" />
      <BottomBar>
        <div className="mx-auto flex max-w-screen-md items-center gap-4 px-4 py-3">
          {totalCents === undefined ? null : (
            <p className="flex flex-col leading-tight">
              <span className="text-xs text-dark/70">
                {estimated ? esCart.cart.estimatedTotal : esCart.cart.total}
              </span>
              <span className="text-lg font-bold tabular-nums">{format(totalCents)}</span>
            </p>
          )}
          <div className="flex flex-1 flex-col">{children}</div>
        </div>
      </BottomBar>
    </>
  );
}

/** A step's title with where it sits in the checkout ("Paso 2 de 5"). */
export function StepHeading({
  title,
  step,
  total,
  children,
}: {
  title: string;
  step: number;
  total: number;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-secondary-strong">
        {esCheckout.checkout.step(step, total)}
      </p>
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold wrap-anywhere outline-none">
        {title}
      </h1>
      {children ? <p className="text-sm text-dark/80">{children}</p> : null}
    </div>
  );
}

/** A problem the step's action met, read out at once. */
export function StepProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex flex-col gap-2 rounded-2xl bg-negative/10 p-3 text-sm font-medium text-negative"
    >
      {children}
    </div>
  );
}

/** A choice step's foot: what stopped it (if anything), then the total and "Continuar". */
export function StepContinue({
  problem,
  problemId,
  totalCents,
  estimated = false,
  saving,
  onContinue,
}: {
  problem: ReactNode;
  problemId: string;
  totalCents: number;
  estimated?: boolean;
  /** The last choice is still being saved. */
  saving: boolean;
  onContinue: () => void;
}) {
  return (
    <>
      {problem ? <StepProblem id={problemId}>{problem}</StepProblem> : null}
      <StepBar totalCents={totalCents} estimated={estimated}>
        <Button onClick={onContinue} aria-busy={saving}>
          {saving ? esCheckout.checkout.saving : esCheckout.checkout.continue}
        </Button>
      </StepBar>
    </>
  );
}
