import { escapeHtml, initials } from './text';

/** A small generated logo: initials on a coloured rounded square (no external image hosts). */
export function logoSvg(name: string, color: string, shape: 'square' | 'circle' = 'square'): string {
  const text = escapeHtml(initials(name));
  const safeColor = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#1565c0';
  const bg = shape === 'circle' ? `<circle cx="48" cy="48" r="48" fill="${safeColor}"/>` : `<rect width="96" height="96" rx="18" fill="${safeColor}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(name)}">` +
    `${bg}<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="${text.length > 1 ? 36 : 42}" font-weight="700" fill="#fff">${text}</text></svg>`
  );
}

/** A stable colour for a name. */
export function colorFor(name: string): string {
  const palette = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#283593', '#ad1457', '#558b2f'];
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[h % palette.length];
}
