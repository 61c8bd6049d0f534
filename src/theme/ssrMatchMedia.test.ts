import { createTheme } from '@mui/material/styles';
import { breakpointValues } from './breakpoints';
import { queryMatchesWidth, recordingMatchMedia } from './ssrMatchMedia';

const theme = createTheme({ breakpoints: { values: breakpointValues } });
const q = (query: string) => query.replace(/^@media\s*/, '');

describe('server-side media queries (issue 18)', () => {
  it("answers the theme's breakpoint queries for a phone and a desktop width", () => {
    const mobile = q(theme.breakpoints.down('lg'));
    const tablet = q(theme.breakpoints.between('lg', 'xl'));
    expect(queryMatchesWidth(mobile, 390)).toBe(true);
    expect(queryMatchesWidth(mobile, 1280)).toBe(false);
    expect(queryMatchesWidth(tablet, 1100)).toBe(true);
    expect(queryMatchesWidth(tablet, 1280)).toBe(false);
    expect(queryMatchesWidth(q(theme.breakpoints.up('md')), 1280)).toBe(true);
    expect(queryMatchesWidth(q(theme.breakpoints.up('md')), 390)).toBe(false);
  });

  it('does not match features it does not know, and takes any part of a list', () => {
    expect(queryMatchesWidth('(prefers-reduced-motion: reduce)', 390)).toBe(false);
    expect(queryMatchesWidth('(orientation: portrait) and (max-width: 500px)', 390)).toBe(false);
    expect(queryMatchesWidth('(min-width: 2000px), (max-width: 500px)', 390)).toBe(true);
    expect(queryMatchesWidth('screen and (min-width:600px)', 1280)).toBe(true);
  });

  it('records every answer it gives, for the client to hydrate with', () => {
    const answers: Record<string, boolean> = {};
    const match = recordingMatchMedia(390, answers);
    expect(match('(max-width:991.95px)').matches).toBe(true);
    expect(match('(min-width:992px)').matches).toBe(false);
    expect(answers).toEqual({ '(max-width:991.95px)': true, '(min-width:992px)': false });
  });
});
