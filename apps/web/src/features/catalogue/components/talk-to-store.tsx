import type { Store } from '@canasta/contract';
import { buttonClasses } from '../../../components/ui/button';
import { MessageCircleIcon } from '../../../components/ui/icons-extra';
import { es } from '../../../i18n/es';
import { cn } from '../../../lib/cn';
import { whatsappLink } from '../../../lib/whatsapp';

export interface TalkToStoreProps {
  store: Pick<Store, 'name' | 'whatsapp'>;
  /** What the chat opens with: the product or the order it is about (`es.storeChat`). */
  message: string;
  className?: string;
}

/**
 * "Talk to the store" (decision 051): a WhatsApp chat with the store, the shopper's question
 * already typed. Nothing at all when the store has no WhatsApp.
 */
export function TalkToStore({ store, message, className }: TalkToStoreProps) {
  const chat = store.whatsapp ? whatsappLink(store.whatsapp, message) : null;
  if (!chat) return null;
  return (
    <a
      href={chat}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={es.storeChat.label(store.name)}
      className={cn(buttonClasses('secondary'), className)}
    >
      <MessageCircleIcon className="size-5" />
      {es.storeChat.action}
    </a>
  );
}
