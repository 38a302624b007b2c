import { FlaskIcon } from '../../../components/ui/icons-extra';
import { es } from '../../../i18n/es';

/** Says plainly that no real charge happens (sandbox, or the provider's test keys). */
export function TestModeNotice() {
  return (
    <div className="flex gap-3 rounded-2xl bg-warning/30 p-3 text-sm text-dark" role="note">
      <FlaskIcon className="size-5 shrink-0" />
      <p className="flex flex-col gap-0.5">
        <strong className="font-bold">{es.payment.testMode}</strong>
        <span>{es.payment.testModeDetail}</span>
      </p>
    </div>
  );
}
