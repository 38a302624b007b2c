import { Navigate } from 'react-router';
import { VerifyPhone } from '../features/auth/components/verify-phone';
import { useSessionStore } from '../features/auth/stores/session-store';
import { paths } from '../lib/paths';
import { useFlowPlace, type SignInFlow } from './sign-in-flow';

/**
 * Second step: the code (and the name, for a new phone). Without a phone to check (a new tab,
 * or the sign-in was finished meanwhile) it goes back to the first step; once signed in, on.
 */
export function CodeScreen({ flow }: { flow: SignInFlow }) {
  const { slug, next, done } = useFlowPlace(flow);
  const signedIn = useSessionStore((state) => state.user !== null);
  const hasPhone = useSessionStore((state) => state.temporaryUser.phone !== null);
  if (signedIn) return <Navigate to={done} replace />;
  const phonePath = flow.phonePath(slug, next);
  if (!hasPhone) return <Navigate to={phonePath} replace />;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6">
      <VerifyPhone changeNumberHref={phonePath} privacyHref={paths.privacyNotice(slug)} />
    </section>
  );
}
