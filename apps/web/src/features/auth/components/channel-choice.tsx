import type { LoginChannel } from '@canasta/contract';
import { esAccount } from '../../../i18n/es-account';
import { cn } from '../../../lib/cn';

const CHANNELS: { value: LoginChannel; label: string }[] = [
  { value: 'whatsapp', label: esAccount.auth.channelWhatsapp },
  { value: 'sms', label: esAccount.auth.channelSms },
];

/** WhatsApp (the default) or SMS, as two large radio options. */
export function ChannelChoice({
  value,
  onChange,
  disabled,
}: {
  value: LoginChannel;
  onChange: (channel: LoginChannel) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold">{esAccount.auth.channelLegend}</legend>
      {CHANNELS.map((channel) => (
        <label
          key={channel.value}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border bg-white px-4',
            'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-dark',
            value === channel.value
              ? 'border-secondary-strong ring-1 ring-secondary-strong'
              : 'border-dark/30',
          )}
        >
          <input
            type="radio"
            name="channel"
            value={channel.value}
            checked={value === channel.value}
            onChange={() => {
              onChange(channel.value);
            }}
            className="size-5 accent-secondary-strong outline-none"
          />
          <span className="text-base">{channel.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
