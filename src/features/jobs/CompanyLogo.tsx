import Avatar from '@mui/material/Avatar';
import Business from '@mui/icons-material/Business';

interface Props {
  src: string | null | undefined;
  size: number;
  small?: boolean;
}

/**
 * A company's logo beside its job; the building icon when it has none. Decorative (the name is beside it), and
 * loaded lazily: a server-rendered page then names no logo among the requests its first paint waits for (React
 * preloads every eager image of the page it renders), and logos below the fold are fetched only when scrolled to.
 */
export function CompanyLogo({ src, size, small = false }: Props) {
  return (
    <Avatar
      src={src || undefined}
      alt=""
      variant="rounded"
      slotProps={{ img: { loading: 'lazy', width: size, height: size } }}
      sx={{ width: size, height: size, bgcolor: 'grey.100', color: 'text.secondary' }}
    >
      <Business fontSize={small ? 'small' : 'medium'} />
    </Avatar>
  );
}
