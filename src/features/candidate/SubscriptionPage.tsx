import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Plan } from '@/shared/apiTypes';
import { PLAN_FEATURES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetPlansQuery } from '@/api/candidateApi';
import { useReaderMarket } from '@/features/session/readerMarket';
import { formatCount } from '@/ui/format';
import { messages } from './messages';

const m = messages.subscription;

/** 'Save {currency} {amount}' when something is saved (spec 2.16; decisions.md §2: no stray digit). */
export function savingsText(plan: Pick<Plan, 'currency' | 'saved'>): string | null {
  return plan.saved > 0 ? m.save(plan.currency, plan.saved) : null;
}

function PlanCard({ plan }: { plan: Plan }) {
  const savings = savingsText(plan);
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: plan.isSubscribed ? 'primary.main' : undefined, borderWidth: plan.isSubscribed ? 2 : 1 }}
    >
      <CardContent sx={{ flex: 1, textAlign: 'center' }}>
        <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1 }}>
          {plan.time}
        </Typography>
        <Typography component="p" variant="h2">
          <Box component="span" sx={{ fontSize: '1rem', fontWeight: 600, mr: 0.5, verticalAlign: 'super' }}>
            {plan.currency}
          </Box>
          {formatCount(plan.price)}
        </Typography>
        {savings && (
          <Typography color="success.main" sx={{ fontWeight: 600, mt: 1 }}>
            {savings}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        {plan.isSubscribed ? (
          <Button fullWidth variant="contained" disabled>
            {m.subscribed}
          </Button>
        ) : (
          <Button
            fullWidth
            variant="outlined"
            component={RouterLink}
            to={paths.contactUs.getHref(m.contactMessage(plan.time, `${plan.currency} ${formatCount(plan.price)}`))}
            aria-label={m.subscribeLabel(plan.time)}
          >
            {m.subscribe}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * Subscription screen (spec 2.16): three plans from the API and the included features (spec 1), priced in the
 * reader's market currency (issue 29): the candidate's country's, a visitor's chosen market's (the footer) or browser
 * locale's, else spec 9's AED.
 */
export default function SubscriptionPage() {
  const { market } = useReaderMarket();
  const { data: plans, isLoading, isError } = useGetPlansQuery(market ? { currency: market.currency } : undefined);
  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {m.subtitle}
      </Typography>
      {isError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {m.loadFailed}
        </Alert>
      ) : (
        <Grid container spacing={2} sx={{ mb: 4 }} aria-busy={isLoading || undefined}>
          {isLoading
            ? [0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, md: 4 }}>
                  <Skeleton variant="rounded" height={220} />
                </Grid>
              ))
            : plans?.map((plan) => (
                <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
                  <PlanCard plan={plan} />
                </Grid>
              ))}
        </Grid>
      )}
      <Card component="section" aria-labelledby="plan-features">
        <CardContent>
          <Typography id="plan-features" component="h2" variant="h4" sx={{ mb: 1 }}>
            {m.included}
          </Typography>
          <List dense>
            {PLAN_FEATURES.map((f) => (
              <ListItem key={f} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={f} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
