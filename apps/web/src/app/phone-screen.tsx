import { Navigate, useNavigate } from 'react-router';
import { PhoneForm } from '../features/auth/components/phone-form';
import { useSessionStore } from '../features/auth/stores/session-store';
import { esAccount } from '../i18n/es-account';
import { paths } from '../lib/paths';
import { useFlowPlace, type SignInFlow } from './sign-in-flow';

/** First step: the phone. A shopper already signed in goes straight on. */
export function PhoneScreen({ flow }: { flow: SignInFlow }) {
  const { slug, next, done } = useFlowPlace(flow);
  const signedIn = useSessionStore((state) => state.user !== null);
  const sessionRefused = useSessionStore((state) => state.ended === 'refused');
  const navigate = useNavigate();
  if (signedIn) return <Navigate to={done} replace />;
  const codePath = flow.codePath(slug, next);
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {esAccount.auth.phoneTitle}
        </h1>
        <p className="text-dark/75">
          {sessionRefused ? (flow.sessionEndedIntro ?? flow.intro) : flow.intro}
        </p>
      </div>
      <PhoneForm
        codeHref={codePath}
        privacyHref={paths.privacyNotice(slug)}
        onSent={() => {
          // The steps share one history entry: "back" after signing in leaves sign-in.
          void navigate(codePath, { replace: true });
        }}
      />
    </section>
  );
}
