import type { User } from '@canasta/contract';
import { cn } from '../../../lib/cn';
import defaultAvatarUrl from '../assets/default-avatar.svg';

/**
 * The user's picture, or the bundled default avatar when they have none (spec §3). `alt` is
 * empty where a link or heading beside it already names the user.
 */
export function Avatar({
  user,
  size,
  alt = '',
  className,
}: {
  user: Pick<User, 'avatar_url'>;
  size: number;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      src={user.avatar_url ?? defaultAvatarUrl}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      className={cn('shrink-0 rounded-full bg-primary-soft object-cover', className)}
    />
  );
}
