import { WalletIcon } from '../../../components/ui/icons-extra';
import { cn } from '../../../lib/cn';
import { esCheckout } from '../../../i18n/es-checkout';
import { useFormatMoney } from '../../../lib/money';

/**
 * "Usar mi monedero ($X disponible)": a switch (a native checkbox announced as one) that pays
 * what the balance covers of the order. `busy` while the choice is being saved on the cart.
 */
export function WalletSwitch({
  availableCents,
  checked,
  onChange,
  busy,
  disabled,
  describedBy,
}: {
  availableCents: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  busy: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  const format = useFormatMoney();
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/15',
        'has-checked:ring-2 has-checked:ring-secondary has-checked:bg-primary-soft',
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark',
        disabled && 'cursor-not-allowed bg-surface text-dark/70',
      )}
    >
      <span aria-hidden="true" className="shrink-0 text-dark/80">
        <WalletIcon />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold">
          {esCheckout.payment.useWallet(format(availableCents))}
        </span>
        <span className="text-sm text-dark/75">
          {busy ? esCheckout.payment.walletSaving : esCheckout.payment.useWalletDetail}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        className="mt-0.5 size-5 shrink-0 accent-secondary-strong"
      />
    </label>
  );
}
