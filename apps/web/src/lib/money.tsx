import { formatMoney } from '@canasta/contract';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

export interface MoneyFormat {
  currency: string;
  locale: string;
}

const MoneyFormatContext = createContext<MoneyFormat>({ currency: 'MXN', locale: 'es-MX' });

/** Lets the app hand the settings' currency and locale down without features reading settings. */
export function MoneyFormatProvider({
  currency,
  locale,
  children,
}: MoneyFormat & { children: ReactNode }) {
  const value = useMemo(() => ({ currency, locale }), [currency, locale]);
  return <MoneyFormatContext value={value}>{children}</MoneyFormatContext>;
}

/** Turns integer cents into text in the shop's currency; the only way the UI shows money. */
export function useFormatMoney(): (cents: number) => string {
  const { currency, locale } = useContext(MoneyFormatContext);
  return useCallback((cents: number) => formatMoney(cents, currency, locale), [currency, locale]);
}
