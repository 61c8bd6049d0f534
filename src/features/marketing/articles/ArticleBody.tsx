import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** '**bold**' inside a line → <strong>. */
function inline(text: string): ReactNode {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts.map((p, i) => (i % 2 === 1 ? <strong key={i}>{p}</strong> : <Fragment key={i}>{p}</Fragment>));
}

/** Renders the small article format of articleBodies.ts: h2 headings, paragraphs, lists and tips. */
export default function ArticleBody({ source }: { source: string }) {
  const blocks = source.trim().split(/\n\s*\n/);
  return (
    <Box sx={{ '& h2': { mt: 4, mb: 1.5 }, '& p, & ul, & ol': { mb: 2 }, '& li': { mb: 0.75 }, fontSize: '1.05rem', lineHeight: 1.7 }}>
      {blocks.map((raw, i) => {
        const block = raw.trim();
        const lines = block.split('\n').map((l) => l.trim());
        if (block.startsWith('## ')) {
          return (
            <Typography key={i} variant="h2" component="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
              {block.slice(3)}
            </Typography>
          );
        }
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <Box component="ul" key={i} sx={{ pl: 3 }}>
              {lines.map((l) => (
                <li key={l}>{inline(l.slice(2))}</li>
              ))}
            </Box>
          );
        }
        if (lines.every((l) => /^\d+\. /.test(l))) {
          return (
            <Box component="ol" key={i} sx={{ pl: 3 }}>
              {lines.map((l) => (
                <li key={l}>{inline(l.replace(/^\d+\. /, ''))}</li>
              ))}
            </Box>
          );
        }
        if (block.startsWith('> ')) {
          return (
            <Box key={i} component="aside" sx={{ borderLeft: 4, borderColor: 'primary.main', bgcolor: 'primary.light', p: 2, borderRadius: 1, my: 3 }}>
              <Typography sx={{ fontSize: 'inherit', lineHeight: 'inherit' }}>{inline(block.slice(2))}</Typography>
            </Box>
          );
        }
        return (
          <Typography key={i} component="p" sx={{ fontSize: 'inherit', lineHeight: 'inherit' }}>
            {inline(lines.join(' '))}
          </Typography>
        );
      })}
    </Box>
  );
}
