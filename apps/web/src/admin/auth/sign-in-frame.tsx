import type { ReactNode } from 'react';
import { useAdminDocumentTitle } from '../components/document-title';

/**
 * The sign-in steps' page: the console's name, the step's heading and what it explains. `introId`
 * lets the step's field be described by the heading and intro (a field that takes the focus on
 * arrival is read with them).
 */
export function SignInFrame({
  title,
  intro,
  introId,
  children,
}: {
  title: string;
  intro: ReactNode;
  introId?: string;
  children: ReactNode;
}) {
  useAdminDocumentTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6">
      <div id={introId} className="flex flex-col gap-2">
        <h1 tabIndex={-1} className="text-2xl font-bold outline-none">
          {title}
        </h1>
        <p className="text-base text-dark/80">{intro}</p>
      </div>
      {children}
    </section>
  );
}
