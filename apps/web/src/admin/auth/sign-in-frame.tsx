import type { ReactNode } from 'react';
import { useAdminDocumentTitle } from '../components/document-title';

/** The sign-in steps' page: the console's name, the step's heading and what it explains. */
export function SignInFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useAdminDocumentTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 tabIndex={-1} className="text-2xl font-bold outline-none">
          {title}
        </h1>
        <p className="text-base text-dark/80">{intro}</p>
      </div>
      {children}
    </section>
  );
}
