import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { esCheckout } from '../../../i18n/es-checkout';

/**
 * "Referencia 1234 5678 [Copiar]": a value to type somewhere else (a bank's app, the OXXO's
 * cashier), copied with one tap. The outcome is said in a live region beside it; when the
 * browser refuses the clipboard, the value is left selected to copy by hand.
 */
export function CopyValue({
  label,
  value,
  shown = value,
}: {
  label: string;
  /** What is copied (digits only, as banks want them). */
  value: string;
  /** How it is read on screen (grouped in fours, say). */
  shown?: string;
}) {
  const text = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      // Missing on insecure origins and old browsers: then the fallback below.
      if (!('clipboard' in navigator)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      selectText(text.current);
      setOutcome('failed');
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <dt className="text-dark/70">{label}</dt>
      <dd className="flex flex-wrap items-center justify-between gap-2">
        <span
          ref={text}
          className="font-mono text-base font-semibold tracking-wide break-all select-all"
        >
          {shown}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={esCheckout.pendingPayment.copyLabel(label)}
          onClick={() => void copy()}
        >
          {esCheckout.pendingPayment.copy}
        </Button>
        {/* Inside the definition: a status role on a <dd> of its own would unmake it a <dd>. */}
        <span role="status" className="basis-full text-xs text-dark/75">
          {outcome === 'copied'
            ? esCheckout.pendingPayment.copied(label)
            : outcome === 'failed'
              ? esCheckout.pendingPayment.copyFailed
              : null}
        </span>
      </dd>
    </div>
  );
}

function selectText(node: HTMLElement | null) {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!node || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}
