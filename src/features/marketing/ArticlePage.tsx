import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';
import { ARTICLES, findArticle } from './articles/articleIndex';
import { ARTICLE_BODIES } from './articles/articleBodies';
import { ARTICLE_IMAGE_HEIGHT, ARTICLE_IMAGE_WIDTH } from './articles/articleImages';
import ArticleBody from './articles/ArticleBody';
import ArticleCard from './articles/ArticleCard';
import { formatDayMonthYear } from '@/ui/format';
import { articleMessages as m } from './messages';
import { ARTICLE_NOT_FOUND, articleHead, notFoundHead } from '@/shared/pageHeads';
import { usePageHead } from '@/ui/usePageHead';

/** One article, article/{slug} (spec 2.2, 2.7); a not-found page for an unknown slug. */
export default function ArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  usePageHead(
    article
      ? { ...articleHead(article), path: paths.article.getHref(article.slug) }
      : { ...notFoundHead(ARTICLE_NOT_FOUND), path: null },
  );

  if (!article) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {ARTICLE_NOT_FOUND.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {m.notFoundText}
        </Typography>
        <Button component={RouterLink} to={paths.articles.getHref()} variant="contained" sx={{ mt: 4 }} startIcon={<ArrowBackIcon aria-hidden />}>
          {m.backToArticles}
        </Button>
      </Container>
    );
  }

  const more = ARTICLES.filter((a) => a.slug !== article.slug).slice(0, 3);

  return (
    <Box sx={{ py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md" component="article">
        <Link component={RouterLink} to={paths.articles.getHref()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          {m.backToArticles}
        </Link>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Chip label={article.category} size="small" color="primary" />
          <Typography variant="body2" color="text.secondary">
            <time dateTime={article.date}>{formatDayMonthYear(article.date)}</time> · {article.minutes} min read
          </Typography>
        </Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' }, lineHeight: 1.2 }}>
          {article.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.15rem' }}>
          {article.description}
        </Typography>
        <Box
          component="img"
          src={article.image}
          alt=""
          width={ARTICLE_IMAGE_WIDTH}
          height={ARTICLE_IMAGE_HEIGHT}
          sx={{ width: '100%', height: 'auto', aspectRatio: `${ARTICLE_IMAGE_WIDTH} / ${ARTICLE_IMAGE_HEIGHT}`, display: 'block', borderRadius: 2, my: 4 }}
        />
        <ArticleBody source={ARTICLE_BODIES[article.slug]} />
      </Container>

      <Container maxWidth="xl" component="section" aria-labelledby="more-articles" sx={{ mt: 6 }}>
        <Typography id="more-articles" variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {m.moreArticles}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {more.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} headingLevel="h3" />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
