import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import SkeletonBlock from '@/ui/SkeletonBlock';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '@/shared/apiTypes';
import Section from './Section';
import { landingMessages } from '../messages';

const AVATAR = 48;

/** The trusted-seekers section (spec 2.4, 2.5), fed by popular_startups of the landing data. */
export default function Testimonials({ items, loading }: { items: Testimonial[]; loading: boolean }) {
  if (!loading && items.length === 0) return null;
  return (
    <Section id="testimonials" title={landingMessages.trustedTitle} lead={landingMessages.trustedLead}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {items.length === 0
          ? Array.from({ length: 3 }, (_, i) => <SkeletonBlock key={i} height={200} />)
          : items.map((t) => (
              <Card key={`${t.name}-${t.location}`} component="figure" sx={{ m: 0, height: '100%' }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 2 }}>
                  <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
                    “{t.content}”
                  </Typography>
                  <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Box
                      component="img"
                      src={t.image}
                      alt={t.name}
                      width={AVATAR}
                      height={AVATAR}
                      loading="lazy"
                      sx={{ borderRadius: '50%', objectFit: 'cover', bgcolor: 'primary.light' }}
                    />
                    <Box>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {t.name}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t.location}
                      </Typography>
                    </Box>
                  </Box>
                </CardContent>
              </Card>
            ))}
      </Box>
    </Section>
  );
}
