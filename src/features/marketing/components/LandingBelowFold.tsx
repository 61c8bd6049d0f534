import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { LandingData } from '@/shared/apiTypes';
import { landingMessages as m } from '../messages';
import Section from './Section';
import TileGrid from './TileGrid';
import TechnologySection from './TechnologySection';
import Testimonials from './Testimonials';
import PlanFeatures from './PlanFeatures';
import NewsletterBox from './NewsletterBox';

/** The landing sections below the hero and featured jobs (spec 2.4), a separate chunk loaded as they near the viewport. */
export default function LandingBelowFold({ d, isLoading }: { d: LandingData; isLoading: boolean }) {
  const byFunction = d.explore_jobs.list_by_function;
  const byCity = d.explore_jobs.list_by_city;
  return (
    <>
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
