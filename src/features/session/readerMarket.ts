import { useGetMyProfileQuery } from '@/api/profileApi';
import { useAppSelector } from '@/app/hooks';
import { marketByCode, marketByCountryId, type Market } from '@/shared/markets';
import { useLocaleMarket } from '@/ui/useLocaleMarket';
import { useServerRendered } from '@/ui/useServerRendered';
import { selectChosenMarket, selectIsLoggedIn } from './sessionSlice';

/**
 * The market a reader chose in the footer (session.market, persisted), or null for "automatic". Null on the server and
 * while the client hydrates: the server's render knows no choice, so the first client render must not either (the
 * persisted blob is back before hydrateRoot); React renders again with the choice right after hydrating.
 */
export function useMarketChoice(): Market | null {
  const hydrating = useServerRendered();
  const chosen = useAppSelector(selectChosenMarket);
  return hydrating ? null : marketByCode(chosen);
}

/** A visitor's market and where it came from: their choice, else the browser's locale, else none. */
function useVisitorMarketWithSource(): { market: Market | null; source: 'choice' | 'locale' | null } {
  const chosen = useMarketChoice();
  const locale = useLocaleMarket();
  if (chosen) return { market: chosen, source: 'choice' };
  return { market: locale, source: locale ? 'locale' : null };
}

/**
 * A visitor's defaults (issue 29: calling code, "≈" currency, prices): the market chosen in the footer, else the
 * browser locale's (ui/useLocaleMarket), else null — never silently INR. Null on the server and while hydrating.
 */
export function useVisitorMarket(): Market | null {
  return useVisitorMarketWithSource().market;
}

/**
 * Whose money a page speaks (issue 29, docs/markets.md ("Money")): a candidate's own currency and market (their profile:
 * the expected salary's currency, their country), else a visitor's market (useVisitorMarket: the footer's choice, else
 * the browser's languages); null when none names one of ours — never silently INR.
 */
export interface ReaderMarket {
  /** The currency "≈" figures are shown in, or null (then none are shown). */
  currency: string | null;
  /** The period a month's or a year's salary is shown in beside it: the candidate's expected salary's, else the market's usual one. */
  period: 'month' | 'year' | null;
  /** The market prices and defaults come from (the candidate's country, or the locale's), or null. */
  market: Market | null;
  source: 'profile' | 'choice' | 'locale' | null;
}

export function useReaderMarket(): ReaderMarket {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !isLoggedIn });
  const visitor = useVisitorMarketWithSource();
  if (isLoggedIn) {
    const own = profile?.currency?.code?.toUpperCase() ?? null;
    // The profile's currency wins; a loaded profile without one takes an explicit choice (not the locale, as before).
    const chosen = profile && visitor.source === 'choice' ? visitor.market : null;
    const currency = own ?? chosen?.currency ?? null;
    const market = marketByCountryId(profile?.country?.id) ?? visitor.market;
    return { currency, period: profile?.expected_salary_period ?? chosen?.salaryPeriod ?? null, market, source: own ? 'profile' : chosen ? 'choice' : null };
  }
  return { currency: visitor.market?.currency ?? null, period: visitor.market?.salaryPeriod ?? null, market: visitor.market, source: visitor.source };
}
