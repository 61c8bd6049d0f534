import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Business from '@mui/icons-material/Business';

interface Props {
  src: string | null | undefined;
  size: number;
  small?: boolean;
}

const frame = (size: number) => ({ width: size, height: size, borderRadius: 1, bgcolor: 'grey.100', flexShrink: 0 }) as const;

/**
 * A company's logo beside its job; the building icon when it has none or it fails. Decorative (the name is beside
 * it) and a plain lazy `<img>`: React preloads every eager image of a page it renders on the server, so a rendered job
 * list would make its paint wait for eight logos; and MUI's Avatar loads its `src` itself once hydrated, lazy or not.
 * Here a logo below the fold is fetched only when scrolled to.
 */
export function CompanyLogo({ src, size, small = false }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Avatar alt="" variant="rounded" sx={{ ...frame(size), color: 'text.secondary' }}>
        <Business fontSize={small ? 'small' : 'medium'} />
      </Avatar>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      onError={() => setFailed(true)}
      sx={{ ...frame(size), display: 'block', objectFit: 'contain' }}
    />
  );
}
