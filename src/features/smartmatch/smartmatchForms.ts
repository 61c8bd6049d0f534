import { QUICK_SMARTMATCH_ALERT_TIME, SMARTMATCH_TAG_LIMIT } from '@/config/constants';
import type { CreateSmartMatchBody } from '@/api/smartmatchApi';
import type { SmartMatchDraft } from './smartmatchSlice';
import { areaLabelOf, parsePlace } from '@/shared/places';
import type { SelectOption } from '@/ui/fields/SearchableSelect';
import { messages } from './messages';

export interface TitleTag {
  id?: number;
  name: string;
}

const ids = (tags: TitleTag[]) => tags.filter((t) => t.id !== undefined).map((t) => t.id as number);
const newNames = (tags: TitleTag[]) => tags.filter((t) => t.id === undefined).map((t) => t.name);

/** A location's value → the create fields: `city` for a city id, `place` for a whole country or region (issue 29). */
export function placeFields(value: string): { city: number | null; place?: string } {
  const choice = parsePlace(value);
  if (!choice) return { city: null };
  return choice.kind === 'city' ? { city: choice.id } : { city: null, place: value };
}

/** The location field's option for a city id or an area, with its label (null when neither is chosen). */
export function placeOption(cityId: number | null, place: string | undefined, label: string): SelectOption | null {
  if (place) return { value: place, label: label || (areaLabelOf(place) ?? place), raw: { value: place, label } };
  return cityId === null ? null : { value: String(cityId), label, raw: { id: cityId, name: label } };
}

/** The draft's location fields for a chosen option: a city, or an area. */
export function placeFromOption(o: SelectOption | null): { cityId: number | null; place: string; cityName: string } {
  const choice = parsePlace(o?.value);
  if (!o || !choice) return { cityId: null, place: '', cityName: '' };
  return choice.kind === 'city' ? { cityId: choice.id, place: '', cityName: o.label } : { cityId: null, place: o.value, cityName: o.label };
}

/** The full form's draft → POST /smartmatch/create fields (dashboard alerts always on). */
export function toCreateBody(d: SmartMatchDraft): CreateSmartMatchBody {
  return {
    smart_match: d.name.trim() || undefined,
    pref_email: d.prefEmail,
    pref_dashboard: true,
    pref_whatsapp: d.prefWhatsapp,
    alert_time: d.alertTime,
    job_function: d.jobFunctionId,
    city: d.place ? null : d.cityId,
    place: d.place || undefined,
    jobtitles: ids(d.jobtitles),
    new_jobtitles: newNames(d.jobtitles),
  };
}

export interface QuickSetupValues {
  jobtitles: TitleTag[];
  jobFunction: { id: number; name: string } | null;
  /** The location: a city id ('31') or an area ('region:GCC'), with its label. */
  city: { value: string; label: string } | null;
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
    ...placeFields(v.city?.value ?? ''),
    jobtitles: ids(v.jobtitles),
    new_jobtitles: newNames(v.jobtitles),
  };
}
