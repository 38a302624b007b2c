import { createContext, useContext, useEffect } from 'react';

type SetTitle = (title: string | null) => void;

/** The layout's setter of the screen's part of the document title. */
export const AdminTitleContext = createContext<SetTitle>(() => undefined);

/**
 * Names the screen in the document title ("Pedido 1042 · Canasta Roma Sur · Consola de
 * Canasta") instead of its route table title, while it is shown.
 */
export function useAdminDocumentTitle(title: string | undefined): void {
  const setTitle = useContext(AdminTitleContext);
  useEffect(() => {
    if (title === undefined) return;
    setTitle(title);
    return () => {
      setTitle(null);
    };
  }, [title, setTitle]);
}
