import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ArticleMeta } from './articleIndex';
import { ARTICLE_IMAGE_HEIGHT, ARTICLE_IMAGE_WIDTH } from './articleImages';
import { formatDayMonthYear } from '@/ui/format';

/** An article card linking to article/{slug} (spec 2.7); `eager` for cards in the first screen (their image is its largest paint). */
export default function ArticleCard({ article, headingLevel = 'h2', eager = false }: { article: ArticleMeta; headingLevel?: 'h2' | 'h3'; eager?: boolean }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={article.url} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box
          component="img"
          src={article.image}
          alt=""
          width={ARTICLE_IMAGE_WIDTH}
          height={ARTICLE_IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          sx={{ width: '100%', height: 'auto', aspectRatio: `${ARTICLE_IMAGE_WIDTH} / ${ARTICLE_IMAGE_HEIGHT}`, display: 'block' }}
        />
        <CardContent>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Chip label={article.category} size="small" color="primary" variant="outlined" />
            <Typography variant="body2" color="text.secondary">
              <time dateTime={article.date}>{formatDayMonthYear(article.date)}</time> · {article.minutes} min read
            </Typography>
          </Box>
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.15rem' }}>
            {article.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {article.description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
