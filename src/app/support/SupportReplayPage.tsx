import { Suspense, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, UNSAFE_LocationContext, UNSAFE_RouteContext, useRoutes, type RouteObject } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { makeStore, replayStateSet, type AppStore } from '@/app/store';
import RouteErrorBoundary from '@/app/RouteErrorBoundary';
import { supportMessages } from './messages';
import { readSnapshot, type SupportSnapshot } from './snapshot';
import { replaySteps } from './replay';

const m = supportMessages.replay;

/** The app's screens without its frame (navigation bar, footer, dialog host): the candidate's page only. */
function SandboxRoutes({ screens }: { screens: RouteObject[] }) {
  return useRoutes(screens);
}

/**
 * The candidate's screen, rendered by the real screens from the sandbox store under its own memory router at
 * the step's route. The outer router's contexts are reset so the inner one is a router of its own, not a
 * descendant of /support/replay.
 */
function SandboxScreen({ store, route, screens }: { store: AppStore; route: string; screens: RouteObject[] }) {
  return (
    <UNSAFE_LocationContext.Provider value={null as unknown as React.ContextType<typeof UNSAFE_LocationContext>}>
      <UNSAFE_RouteContext.Provider value={{ outlet: null, matches: [], isDataRoute: false }}>
        <Provider store={store}>
          <Suspense fallback={<LinearProgress aria-label={m.screenLabel} />}>
            <MemoryRouter key={route} initialEntries={[route]}>
              {/* A replayed screen that crashes shows the error screen in the sandbox; the replay controls stay. */}
              <RouteErrorBoundary>
                <SandboxRoutes screens={screens} />
              </RouteErrorBoundary>
            </MemoryRouter>
          </Suspense>
        </Provider>
      </UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}

function Summary({ snapshot }: { snapshot: SupportSnapshot }) {
  const rows: [string, string][] = [
    [m.version, snapshot.app.version],
    [m.build, snapshot.app.buildHash],
    [m.route, snapshot.route],
    [m.takenAt, new Date(snapshot.takenAt).toLocaleString()],
    [m.viewport, `${snapshot.viewport.width} × ${snapshot.viewport.height}`],
    [m.actionCount, String(snapshot.actions.length)],
    [m.contact, snapshot.contactDetailsIncluded ? m.contactIncluded : m.contactMasked],
  ];
  return (
    <Box component="section" aria-labelledby="replay-summary">
      <Typography id="replay-summary" variant="h5" component="h2" gutterBottom>
        {m.summary}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Replay({ snapshot, screens }: { snapshot: SupportSnapshot; screens: RouteObject[] }) {
  const steps = useMemo(() => replaySteps(snapshot), [snapshot]);
  const [index, setIndex] = useState(0);
  // A second store of its own: no persistence, no listeners, no thunks (so no fetch), never the staff member's.
  const store = useMemo(() => makeStore(steps[0].state, { sandbox: true }), [steps]);
  const step = steps[index];
  useEffect(() => {
    store.dispatch(replayStateSet(step.state));
  }, [store, step]);
  const last = steps.length - 1;
  const dialog = step.state.ui.dialog;

  return (
    <Stack spacing={3}>
      <Alert severity="warning" role="status">
        <AlertTitle>{m.bannerTitle}</AlertTitle>
        {m.banner}
      </Alert>
      <Summary snapshot={snapshot} />
      <Box component="section" aria-labelledby="replay-steps">
        <Typography id="replay-steps" variant="h5" component="h2" gutterBottom>
          {m.actionsHeading}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
          <Button variant="outlined" startIcon={<ChevronLeft />} disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {m.previous}
          </Button>
          <Typography aria-live="polite" data-testid="replay-position">
            {m.stepOf(index, last)}: {step.action ? step.action.label : m.initial}
          </Typography>
          <Button variant="outlined" endIcon={<ChevronRight />} disabled={index === last} onClick={() => setIndex(index + 1)}>
            {m.next}
          </Button>
        </Stack>
        <Box component="ol" start={0} sx={{ maxHeight: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, m: 0, py: 1, pl: 6 }}>
          {steps.map((s, i) => (
            <li key={i}>
              <Button
                size="small"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'step' : undefined}
                variant={i === index ? 'contained' : 'text'}
                sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
              >
                {s.action ? `${new Date(s.action.at).toLocaleTimeString()} ${s.action.label}` : m.initial}
              </Button>
            </li>
          ))}
        </Box>
        {step.failed ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {m.stepFailed}
          </Alert>
        ) : null}
      </Box>
      {dialog ? (
        <Alert severity="info">
          <AlertTitle>
            {m.dialogOnScreen}: {dialog.title}
          </AlertTitle>
          {dialog.message}
        </Alert>
      ) : null}
      <Paper component="section" aria-label={m.screenLabel} variant="outlined" sx={{ borderWidth: 3, borderColor: 'warning.main', borderStyle: 'dashed' }}>
        <Typography variant="overline" component="p" sx={{ px: 2, pt: 1 }}>
          {m.screenLabel}: {step.route}
        </Typography>
        <SandboxScreen store={store} route={step.route} screens={screens} />
      </Paper>
    </Stack>
  );
}

/** File.text() where the browser has it; FileReader otherwise (older engines, jsdom). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/**
 * /support/replay (issue 9): load a diagnostics file, check it, then step through it in a sandbox that draws `screens`
 * (app/routes.tsx's screenRoutes, handed in so that this lazy page does not import the route table that loads it).
 */
export default function SupportReplayPage({ screens }: { screens: RouteObject[] }) {
  const [error, setError] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<SupportSnapshot | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const result = await readSnapshot(await readText(file));
    if (result.ok) {
      setError(null);
      setSnapshot(result.snapshot);
    } else {
      setSnapshot(null);
      setError(result.error);
    }
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Typography component="label" htmlFor="support-snapshot-file" sx={{ fontWeight: 600 }}>
          {m.fileLabel}
        </Typography>
        <input id="support-snapshot-file" type="file" accept=".json,application/json" onChange={(e) => void onFile(e)} />
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {error}
        </Alert>
      ) : null}
      {snapshot ? <Replay key={snapshot.checksum.value} snapshot={snapshot} screens={screens} /> : null}
    </Container>
  );
}
