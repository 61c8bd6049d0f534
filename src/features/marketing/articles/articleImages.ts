/**
 * Cover illustrations of the six articles: small SVGs built here as data URIs (no image requests, no asset
 * typings). Each is a gradient with an abstract motif of the topic; they are decorative next to the title.
 */
type Motif = (fg: string) => string;

const motifs: Record<string, { from: string; to: string; motif: Motif }> = {
  // A compass: direction and strategy.
  'job-search-strategy': {
    from: '#1f4ed8',
    to: '#0f2f8a',
    motif: (fg) =>
      `<circle cx="320" cy="180" r="92" fill="none" stroke="${fg}" stroke-width="10"/><path d="M320 100 L346 180 L320 260 L294 180 Z" fill="${fg}"/><circle cx="320" cy="180" r="12" fill="#0f2f8a"/>`,
  },
  // A page with lines: the resume.
  'resume-writing-tips': {
    from: '#0e7490',
    to: '#155e75',
    motif: (fg) =>
      `<rect x="250" y="70" width="140" height="200" rx="12" fill="${fg}"/><circle cx="290" cy="118" r="20" fill="#155e75"/>${[160, 185, 210, 235]
        .map((y, i) => `<rect x="274" y="${y}" width="${i % 2 ? 70 : 92}" height="10" rx="5" fill="#155e75"/>`)
        .join('')}<rect x="320" y="110" width="50" height="10" rx="5" fill="#155e75"/>`,
  },
  // Two speech bubbles: the conversation.
  'ace-the-interview': {
    from: '#7c3aed',
    to: '#4c1d95',
    motif: (fg) =>
      `<rect x="200" y="90" width="160" height="96" rx="20" fill="${fg}"/><path d="M230 186 L222 222 L262 186 Z" fill="${fg}"/><rect x="290" y="150" width="150" height="88" rx="20" fill="${fg}" opacity="0.7"/><path d="M410 238 L420 270 L386 238 Z" fill="${fg}" opacity="0.7"/>`,
  },
  // Connected nodes: the network.
  'networking-for-job-seekers': {
    from: '#15803d',
    to: '#14532d',
    motif: (fg) => {
      const n = [
        [320, 180],
        [220, 110],
        [430, 110],
        [210, 255],
        [440, 250],
        [320, 70],
      ];
      const lines = n.slice(1).map(([x, y]) => `<line x1="320" y1="180" x2="${x}" y2="${y}" stroke="${fg}" stroke-width="6"/>`).join('');
      return lines + n.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 0 ? 30 : 18}" fill="${fg}"/>`).join('');
    },
  },
  // A browser window with a magnifier: job boards.
  'online-job-boards': {
    from: '#b45309',
    to: '#7c2d12',
    motif: (fg) =>
      `<rect x="190" y="70" width="260" height="190" rx="14" fill="${fg}"/><rect x="190" y="70" width="260" height="30" rx="14" fill="#7c2d12" opacity="0.35"/><circle cx="300" cy="175" r="40" fill="none" stroke="#7c2d12" stroke-width="12"/><line x1="330" y1="205" x2="370" y2="245" stroke="#7c2d12" stroke-width="14" stroke-linecap="round"/>`,
  },
  // Rising bars: salary.
  'negotiating-salary': {
    from: '#be123c',
    to: '#881337',
    motif: (fg) =>
      [80, 120, 160, 200]
        .map((h, i) => `<rect x="${220 + i * 55}" y="${270 - h}" width="38" height="${h}" rx="6" fill="${fg}" opacity="${0.55 + i * 0.15}"/>`)
        .join('') + `<path d="M210 200 L300 150 L350 165 L440 90" fill="none" stroke="${fg}" stroke-width="8" stroke-linecap="round"/>`,
  },
};

export const ARTICLE_IMAGE_WIDTH = 640;
export const ARTICLE_IMAGE_HEIGHT = 340;

export function articleImage(slug: string): string {
  const m = motifs[slug] ?? motifs['job-search-strategy'];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 340" width="640" height="340">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.from}"/><stop offset="1" stop-color="${m.to}"/></linearGradient></defs>` +
    `<rect width="640" height="340" fill="url(#g)"/><circle cx="560" cy="40" r="120" fill="#fff" opacity="0.06"/><circle cx="60" cy="320" r="90" fill="#fff" opacity="0.06"/>` +
    m.motif('#ffffff') +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
