import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SMARTMATCH_MAX_SLOTS } from '@/config/constants';
import { useGetMyProfileQuery } from '@/api/profileApi';
import SmartMatchCard from './SmartMatchCard';
import { useGetSmartMatchListQuery } from '@/api/smartmatchApi';
import { selectSelectedSlot, slotClosed, slotOpened } from './smartmatchSlice';
import { messages } from './messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

// The forms (tag input with drag-and-drop, searchable selects) load in their own chunk: the slots show first.
const SmartMatchForm = lazyWithRetry(() => import(/* webpackChunkName: "smartmatch-forms" */ './SmartMatchForm'));
const QuickSetup = lazyWithRetry(() => import(/* webpackChunkName: "smartmatch-forms" */ './QuickSetup'));

const slotGrid = { xs: 12, md: 6, xl: 4 } as const;
const formFallback = <Skeleton variant="rounded" height={240} role="status" aria-label={messages.loadingForm} />;

/** SmartMatch slots (spec 2.14, 9): up to 3; empty slots offer 'Add Details'; a quick setup creates one. */
export default function SmartMatchSlotsPage() {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const role = search.get('role')?.trim() || undefined;
  const { data: matches, isLoading, isError } = useGetSmartMatchListQuery();
  const { data: profile } = useGetMyProfileQuery();
  const selectedSlot = useAppSelector(selectSelectedSlot);
  const [created, setCreated] = useState(false);
  const formTitleRef = useRef<HTMLHeadingElement>(null);

  const list = matches ?? [];
  const free = Math.max(0, SMARTMATCH_MAX_SLOTS - list.length);
  // WhatsApp alerts go to the profile's number, written as it will be dialled; none while it waits for a check.
  const whatsappNumber = profile && !profile.phone_check ? profile.phone_international : null;
  // A slot opened earlier (or replayed from DevTools) that is no longer empty closes.
  const formOpen = selectedSlot !== null && selectedSlot >= list.length && selectedSlot < SMARTMATCH_MAX_SLOTS;

  useEffect(() => {
    if (matches && selectedSlot !== null && !formOpen) dispatch(slotClosed());
  }, [matches, selectedSlot, formOpen, dispatch]);

  useEffect(() => {
    if (formOpen) formTitleRef.current?.focus();
  }, [formOpen, selectedSlot]);

  const onCreated = () => setCreated(true);

  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {messages.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {messages.intro}
      </Typography>

      <Box role="status" aria-live="polite">
        {created && (
          <Alert severity="success" onClose={() => setCreated(false)} sx={{ mb: 2 }}>
            {messages.created}
          </Alert>
        )}
      </Box>

      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messages.loadFailed}
        </Alert>
      )}

      {isLoading ? (
        <Grid container spacing={2} role="status" aria-busy="true" aria-label={messages.loading}>
          {Array.from({ length: SMARTMATCH_MAX_SLOTS }, (_, i) => (
            <Grid key={i} size={slotGrid}>
              <Skeleton variant="rounded" height={200} />
            </Grid>
          ))}
        </Grid>
      ) : (
        !isError && (
          <>
            <Grid container spacing={2} component="ul" aria-label={messages.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {Array.from({ length: SMARTMATCH_MAX_SLOTS }, (_, i) => {
                const match = list[i];
                return (
                  <Grid key={match ? `m${match.id}` : `slot${i}`} size={slotGrid} component="li" aria-label={messages.slotLabel(i + 1)}>
                    {match ? (
                      <SmartMatchCard match={match} />
                    ) : (
                      <Card
                        sx={{
                          height: '100%',
                          minHeight: 180,
                          borderStyle: 'dashed',
                          borderColor: selectedSlot === i ? 'primary.main' : undefined,
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                        }}
                      >
                        <CardContent sx={{ textAlign: 'center' }}>
                          <Typography component="h3" variant="h5" sx={{ mb: 0.5 }}>
                            {messages.slotLabel(i + 1)}
                          </Typography>
                          <Typography color="text.secondary" sx={{ mb: 2 }}>
                            {messages.emptySlot}
                          </Typography>
                          <Button
                            variant="outlined"
                            startIcon={<AddIcon />}
                            onClick={() => {
                              setCreated(false);
                              dispatch(slotOpened({ slot: i, draft: role ? { name: role, jobtitles: [{ name: role }] } : undefined }));
                            }}
                            aria-label={`${messages.addDetails} (${messages.slotLabel(i + 1)})`}
                          >
                            {messages.addDetails}
                          </Button>
                        </CardContent>
                      </Card>
                    )}
                  </Grid>
                );
              })}
            </Grid>

            {free === 0 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {messages.slotsFull}
              </Alert>
            )}

            {formOpen && selectedSlot !== null && (
              <Card component="section" aria-labelledby={`sm-form-${selectedSlot}-title`} sx={{ mt: 3 }}>
                <CardContent>
                  <Typography
                    id={`sm-form-${selectedSlot}-title`}
                    ref={formTitleRef}
                    tabIndex={-1}
                    component="h2"
                    variant="h4"
                    sx={{ mb: 2, outline: 'none' }}
                  >
                    {messages.formTitle(selectedSlot + 1)}
                  </Typography>
                  <Suspense fallback={formFallback}>
                    <SmartMatchForm slot={selectedSlot} whatsappNumber={whatsappNumber} phoneInDoubt={!!profile?.phone_check} phoneVerified={!!profile?.phone_verified} onCreated={onCreated} />
                  </Suspense>
                </CardContent>
              </Card>
            )}

            {free > 0 && !formOpen && (
              <Card component="section" aria-labelledby="quick-setup-title" sx={{ mt: 3 }}>
                <CardContent>
                  <Typography id="quick-setup-title" component="h2" variant="h4" sx={{ mb: 1 }}>
                    {messages.quickTitle}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {messages.quickIntro}
                  </Typography>
                  <Suspense fallback={formFallback}>
                    <QuickSetup role={role} onCreated={onCreated} />
                  </Suspense>
                </CardContent>
              </Card>
            )}
          </>
        )
      )}
    </Box>
  );
}
