import { useMemo } from 'react';

/** 0,0 in the interface language, with one formatter per language (the dashboard formats on every render). */
export function useFormatNumber(language: string): (value: number) => string {
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [language]);
}
