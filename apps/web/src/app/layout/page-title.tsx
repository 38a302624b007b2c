import { createContext, useContext, useEffect } from 'react';

type SetTitle = (title: string | null) => void;

export const PageTitleContext = createContext<SetTitle>(() => undefined);

/** Lets a screen replace its route's static title with what it shows (a product's name). */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (title === undefined) return;
    setTitle(title);
    return () => {
      setTitle(null);
    };
  }, [title, setTitle]);
}
