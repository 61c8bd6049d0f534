import { QUICK_SMARTMATCH_ALERT_TIME, SMARTMATCH_TAG_LIMIT } from '@/config/constants';
import type { CreateSmartMatchBody } from '@/api/smartmatchApi';
import type { SmartMatchDraft } from './smartmatchSlice';
import { messages } from './messages';

export interface TitleTag {
  id?: number;
  name: string;
}

const ids = (tags: TitleTag[]) => tags.filter((t) => t.id !== undefined).map((t) => t.id as number);
const newNames = (tags: TitleTag[]) => tags.filter((t) => t.id === undefined).map((t) => t.name);

/** The full form's draft → POST /smartmatch/create fields (dashboard alerts always on). */
export function toCreateBody(d: SmartMatchDraft): CreateSmartMatchBody {
  return {
    smart_match: d.name.trim() || undefined,
    pref_email: d.prefEmail,
    pref_dashboard: true,
    pref_whatsapp: d.prefWhatsapp,
    alert_time: d.alertTime,
    job_function: d.jobFunctionId,
    city: d.cityId,
    jobtitles: ids(d.jobtitles),
    new_jobtitles: newNames(d.jobtitles),
  };
}

export interface QuickSetupValues {
  jobtitles: TitleTag[];
  jobFunction: { id: number; name: string } | null;
  city: { id: number; name: string } | null;
}

export type QuickSetupErrors = Partial<Record<keyof QuickSetupValues, string>>;

/** Spec 5: at least one job title (max 3), a job function and a location. */
export function validateQuickSetup(v: QuickSetupValues): QuickSetupErrors {
  const e: QuickSetupErrors = {};
  if (v.jobtitles.length === 0) e.jobtitles = messages.jobTitleRequired;
  else if (v.jobtitles.length > SMARTMATCH_TAG_LIMIT) e.jobtitles = messages.jobTitleMax;
  if (!v.jobFunction) e.jobFunction = messages.required;
  if (!v.city) e.city = messages.required;
  return e;
}

/** Spec 9 + decisions.md §3: a quick-created Smart Match alerts in the evening, by email and on the dashboard. */
export function quickSetupBody(v: QuickSetupValues): CreateSmartMatchBody {
  return {
    pref_email: true,
    pref_dashboard: true,
    pref_whatsapp: false,
    alert_time: QUICK_SMARTMATCH_ALERT_TIME,
    job_function: v.jobFunction?.id ?? null,
    city: v.city?.id ?? null,
    jobtitles: ids(v.jobtitles),
    new_jobtitles: newNames(v.jobtitles),
  };
}
