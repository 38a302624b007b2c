import { Button } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { cn } from '../../../lib/cn';
import { useFormatMoney } from '../../../lib/money';
import { coverageMessage, type CoverageState } from '../utils/coverage-message';

const tones = {
  neutral: 'bg-white ring-1 ring-dark/10',
  positive: 'bg-primary-soft ring-1 ring-positive-strong/30',
  negative: 'bg-negative/10 ring-1 ring-negative/30',
};

/**
 * The answer for the pin, kept in one live region so each new answer is read out: "Sí llegamos
 * · envío $35.00" with the zone's minimum, "Aún no llegamos aquí", or why it couldn't be asked.
 */
export function CoverageAnswer({
  state,
  onRetry,
  retrying = false,
  id,
}: {
  state: CoverageState;
  onRetry: () => void;
  retrying?: boolean;
  id?: string;
}) {
  const format = useFormatMoney();
  const message = coverageMessage(state, format);
  return (
    <div id={id} className={cn('flex flex-col gap-2 rounded-2xl p-4', tones[message.tone])}>
      <div role="status" aria-live="polite" aria-busy={state.status === 'checking'}>
        <p className={cn('font-bold', message.tone === 'negative' && 'text-negative')}>
          {message.title}
        </p>
        {message.detail ? <p className="text-sm text-dark/80">{message.detail}</p> : null}
      </div>
      {state.status === 'error' ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={onRetry}
          aria-disabled={retrying || undefined}
        >
          {es.common.retry}
        </Button>
      ) : null}
    </div>
  );
}
