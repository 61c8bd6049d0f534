import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { ARTICLE_CATEGORIES, filterArticles, type ArticleCategory } from './articles/articleIndex';
import ArticleCard from './articles/ArticleCard';
import { articleMessages as m } from './messages';
import { paths } from '@/config/paths';
import { ARTICLES_HEAD } from '@/shared/pageHeads';
import { usePageHead } from '@/ui/usePageHead';
import { afterSubmit } from './afterSubmit';

function asCategory(v: string | null): ArticleCategory | null {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(v ?? '') ? (v as ArticleCategory) : null;
}

/** Articles (spec 2.7, decisions.md §3): the search box and category ribbon filter the six articles; state in the URL. */
export default function ArticlesPage() {
  usePageHead({ ...ARTICLES_HEAD, path: paths.articles.getHref() });
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = asCategory(params.get('category'));
  const [draft, setDraft] = useState(query);
  const list = filterArticles(query, category);

  const update = (next: { q?: string; category?: ArticleCategory | null }) => {
    const p = new URLSearchParams(params);
    const q = next.q ?? query;
    const c = next.category === undefined ? category : next.category;
    if (q.trim()) p.set('q', q.trim());
    else p.delete('q');
    if (c) p.set('category', c);
    else p.delete('category');
    setParams(p, { replace: true });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    afterSubmit(() => update({ q: draft }));
  };

  const categories: (ArticleCategory | null)[] = [null, ...ARTICLE_CATEGORIES];

  return (
    <Box sx={{ py: { xs: 4, md: 7 } }}>
      <Container maxWidth="xl">
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {m.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {m.lead}
        </Typography>

        <Box component="form" role="search" aria-label={m.searchLabel} onSubmit={submit} sx={{ mt: 3, display: 'flex', gap: 1.5, maxWidth: 640 }}>
          <TextInput
            type="search"
            label={m.searchLabel}
            name="q"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              if (e.target.value === '') update({ q: '' });
            }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={{ flexShrink: 0, minHeight: 40 }}>
            {m.searchButton}
          </Button>
        </Box>

        <Box
          role="group"
          aria-label={m.categoriesLabel}
          sx={{ mt: 3, display: 'flex', gap: 1, overflowX: 'auto', pb: 1, flexWrap: { xs: 'nowrap', md: 'wrap' } }}
        >
          {categories.map((c) => {
            const selected = c === category;
            return (
              <Button
                key={c ?? 'all'}
                variant={selected ? 'contained' : 'outlined'}
                aria-pressed={selected}
                onClick={() => update({ category: c })}
                sx={{ flexShrink: 0, borderRadius: 999 }}
              >
                {c ?? m.allBlogs}
              </Button>
            );
          })}
        </Box>

        <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
          {list.length === 0 ? m.noResults : `Showing ${list.length} of 6 articles`}
        </Typography>

        <Box
          component="ul"
          aria-label="Articles"
          sx={{ listStyle: 'none', p: 0, mt: 2, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {list.map((a, i) => (
            <li key={a.slug}>
              {/* The first row is in the first screen: its images load with the page, not once laid out. */}
              <ArticleCard article={a} eager={i < 3} />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
