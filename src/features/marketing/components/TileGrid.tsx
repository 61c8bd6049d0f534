import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import SkeletonBlock from '@/ui/SkeletonBlock';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { loginPromptShown, selectIsLoggedIn } from '@/features/session/sessionSlice';
import { landingMessages } from '../messages';

export interface Tile {
  name: string;
  count: number;
  url: string;
  image?: string;
}

const TILE_HEIGHT = 76;
const IMAGE_SIZE = 44;

/**
 * A tile name wraps between words only (issue 29: "Thiruvananthap/uram" broke mid-word): a long single word is set
 * smaller so it fits a tile, and hyphenates (lang="en") where it still cannot.
 */
export function tileNameFontSize(name: string): string | undefined {
  const longest = Math.max(0, ...name.split(/\s+/).map((w) => w.length));
  if (longest >= 16) return '0.8125rem';
  if (longest >= 12) return '0.9375rem';
  return undefined;
}

/**
 * Explore and browse-by tiles (spec 2.4, 2.13, 6): the tile goes to its url for a candidate and to /login for a
 * visitor, who is brought back to the tile's list after logging in.
 */
export default function TileGrid({ tiles, loading, skeletons = 8, label }: { tiles: Tile[]; loading: boolean; skeletons?: number; label: string }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    listStyle: 'none',
    p: 0,
    m: 0,
  } as const;

  if (loading && tiles.length === 0) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletons }, (_, i) => (
          <SkeletonBlock key={i} height={TILE_HEIGHT} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="ul" sx={grid} aria-label={label}>
      {tiles.map((tile) => {
        const target = isLoggedIn ? tile.url : paths.login.getHref();
        return (
          <li key={tile.url}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={target}
                onClick={() => {
                  if (!isLoggedIn) dispatch(loginPromptShown(tile.url));
                }}
                sx={{ minHeight: TILE_HEIGHT, height: '100%', display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}
              >
                {tile.image ? (
                  <Box
                    component="img"
                    src={tile.image}
                    alt=""
                    width={IMAGE_SIZE}
                    height={IMAGE_SIZE}
                    loading="lazy"
                    sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0, bgcolor: 'primary.light' }}
                  />
                ) : null}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    component="span"
                    sx={{
                      display: '-webkit-box',
                      fontWeight: 600,
                      fontSize: tileNameFontSize(tile.name),
                      overflow: 'hidden',
                      overflowWrap: 'normal',
                      wordBreak: 'normal',
                      hyphens: 'auto',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      lineHeight: 1.3,
                    }}
                  >
                    {tile.name}
                  </Typography>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {landingMessages.jobsCount(tile.count)}
                  </Typography>
                </Box>
                <ArrowForwardIcon color="primary" aria-hidden />
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
