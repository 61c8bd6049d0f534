import { useSyncExternalStore } from 'react';
import { marketForLocales, type Market } from '@/shared/markets';

const subscribe = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
};
const localeSnapshot = () => (typeof navigator === 'undefined' ? '' : (navigator.languages ?? [navigator.language]).join(','));
// Server rendering knows no browser: the first client render matches it, then the locale's market follows.
const serverSnapshot = () => '';

/**
 * The market of the browser's languages (marketForLocales: 'en-PH' → the Philippines), or null when they name none
 * of ours, and on the server. A visitor's defaults (calling code, "≈" currency, prices) start here (issue 29).
 */
export function useLocaleMarket(): Market | null {
  const languages = useSyncExternalStore(subscribe, localeSnapshot, serverSnapshot);
  return languages ? marketForLocales(languages.split(',')) : null;
}
