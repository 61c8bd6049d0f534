import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useGetLandingQuery } from './landingApi';
import { LANDING_DEFAULTS } from './landingDefaults';
import { landingMessages as m } from './messages';
import LandingHero from './components/LandingHero';
import FeaturedJobs from './components/FeaturedJobs';
import Section from './components/Section';
import TileGrid from './components/TileGrid';
import TechnologySection from './components/TechnologySection';
import Testimonials from './components/Testimonials';
import PlanFeatures from './components/PlanFeatures';
import NewsletterBox from './components/NewsletterBox';

/** Landing page (spec 2.4): the defaults of spec 3/9 first, replaced by GET /candidates/landing when it answers. */
export default function LandingPage() {
  const { data, isLoading } = useGetLandingQuery();
  const d = data ?? LANDING_DEFAULTS;
  const byFunction = d.explore_jobs.list_by_function;
  const byCity = d.explore_jobs.list_by_city;

  return (
    <>
      <LandingHero activeJobs={d.active_jobs_count} />
      <FeaturedJobs jobs={d.featured_jobs.jobs} loading={isLoading} viewAllUrl={d.featured_jobs.view_all_jobs_url} />
      <Section
        id="explore-function"
        title={m.exploreByFunction}
        tinted
        action={
          <Button component={RouterLink} to={byFunction.view_all_jobs_url} aria-label={`${m.viewAll} job functions`}>
            {m.viewAll}
          </Button>
        }
      >
        <TileGrid tiles={byFunction.lists} loading={isLoading} label={m.exploreByFunction} />
      </Section>
      <Section
        id="explore-city"
        title={m.exploreByCity}
        action={
          <Button component={RouterLink} to={byCity.view_all_jobs_url} aria-label={`${m.viewAll} cities`}>
            {m.viewAll}
          </Button>
        }
      >
        <TileGrid tiles={byCity.lists} loading={isLoading} label={m.exploreByCity} />
      </Section>
      <TechnologySection smartmatchCount={d.smartmatch_job_count} sitesCount={d.aggregating_websites_count} />
      <Testimonials items={d.popular_startups} loading={isLoading} />
      <PlanFeatures />
      <NewsletterBox />
    </>
  );
}
