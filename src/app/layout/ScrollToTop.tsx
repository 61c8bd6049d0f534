import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 2: the page scrolls to the top on every route change. */
export default function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const el = document.scrollingElement ?? document.documentElement;
    el.scrollTop = 0;
    el.scrollLeft = 0;
  }, [pathname]);
  return null;
}
