import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Renders `children` once its place comes within `margin` of the viewport (right after mounting where
 * IntersectionObserver is missing, e.g. jsdom). Until then an empty box of `minHeight` keeps the page long, so the
 * footer stays below. Meant for content below the fold: growing there moves nothing the visitor sees. The first render
 * is always the box, on the server (issue 18) as in the browser, so a server-rendered page hydrates without a mismatch.
 */
export default function NearViewport({ children, minHeight, margin = '600px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <Box ref={ref} sx={{ minHeight }} />;
}
