import { FlaskIcon } from '../../../components/ui/icons-extra';
import { esCheckout } from '../../../i18n/es-checkout';

/** Says plainly that no real charge happens (sandbox, or the provider's test keys). */
export function TestModeNotice() {
  return (
    <div className="flex gap-3 rounded-2xl bg-warning/30 p-3 text-sm text-dark" role="note">
      <FlaskIcon className="size-5 shrink-0" />
      <p className="flex flex-col gap-0.5">
        <strong className="font-bold">{esCheckout.payment.testMode}</strong>
        <span>{esCheckout.payment.testModeDetail}</span>
      </p>
    </div>
  );
}
