import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SMARTMATCH_MAX_JOB_TITLES, SMARTMATCH_MAX_SLOTS } from '../../shared/constants';
import type { SmartMatch } from '../../shared/apiTypes';
import { parseId } from '../../shared/ids';
import { me } from '../auth/authPlugin';
import { ApiError, REQUIRED, validationError } from '../lib/errors';
import { fieldErrors } from '../plugins/forms';
import { DIGEST_MIN_SCORE, countMatches, placeCityIds, type MatchProfile } from './matching';
import { AREA_VALUES, areaLabelOf } from '../../shared/places';

/** A Smart Match looks in one city or one area, not both (issue 29). */
const ONE_PLACE = 'Choose a city or a whole country or region, not both.';
import { findOrCreateTitle, unusableIds } from '../candidates/preferences';
import { CandidateRepository } from '../candidates/candidateRepository';
import {
  addSmartMatchTitles,
  countSmartMatches,
  deleteSmartMatch,
  insertSmartMatch,
  isOwnSmartMatch,
  lockCandidateSlots,
  replaceSmartMatchTitles,
  smartMatchRows,
  smartMatchTitles,
  titleAndCityNames,
  updateSmartMatch,
  type SmartMatchChanges,
} from './smartmatchRepository';
import type { Queryable } from '../db/client';
import { Type, type SchemaTypes } from '../lib/schema';


/** The ids of chosen titles plus new ones (found by name, or created by the candidate within the cap). */
async function titleIdsOf(tx: Queryable, candidateId: number, ids: number[], newTitles: string[]): Promise<number[]> {
  const titleIds = [...ids];
  for (const t of newTitles) {
    const id = await findOrCreateTitle(tx, candidateId, t);
    if (!titleIds.includes(id)) titleIds.push(id);
  }
  return titleIds;
}

/** SmartMatch: list (with new matches since yesterday) and create (max 3 per candidate, up to 3 titles). */
export default async function smartmatchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { auth } = app;
  const { db, serverConfig: config } = app;
  const candidates = new CandidateRepository(db);

  /**
   * New matches since yesterday per Smart Match and profile, kept config.candidateListCacheMs (60 s) like the
   * candidate's featured ranking: a change of the Smart Match shows at once, new jobs within that time.
   */
  const newMatches = new LRUCache<string, number, () => Promise<number>>({
    max: 10_000,
    ttl: config.candidateListCacheMs,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });

  async function load(q: Queryable, candidateId: number, onlyId?: number): Promise<SmartMatch[]> {
    const rows = await smartMatchRows(q, candidateId, onlyId ?? null);
    const out: SmartMatch[] = [];
    for (const r of rows) {
      const titles = await smartMatchTitles(q, r.id);
      // The Smart Match's profile, from the row and titles just read (smartMatchProfile would read them again).
      const profile: MatchProfile = {
        titles: titles.map((t) => t.value),
        functionIds: r.job_function_id ? [r.job_function_id] : [],
        cityIds: await placeCityIds(q, r.city_id, r.place),
      };
      const count = (): Promise<number> =>
        countMatches(q, [profile], { extraWhere: `AND j.posted_at >= now() - interval '1 day'`, limit: 1000, minScore: DIGEST_MIN_SCORE });
      const n = config.candidateListCacheMs > 0 ? ((await newMatches.fetch(`${r.id}:${JSON.stringify(profile)}`, { context: count })) ?? (await count())) : await count();
      out.push({
        id: r.id,
        smart_match: r.name,
        jobtitles: titles,
        job_function: r.job_function ?? '',
        job_function_id: r.job_function_id,
        location: r.city ?? (r.place ? (areaLabelOf(r.place) ?? '') : ''),
        city_id: r.city_id,
        place: r.place,
        alert_time: r.alert_time,
        pref_email: r.pref_email,
        pref_whatsapp: r.pref_whatsapp,
        pref_dashboard: r.pref_dashboard,
        paused: r.paused,
        show_all_jobs: `/candidate/featured-jobs/smartmatch/${r.id}`,
        new_since_yesterday: n,
      });
    }
    return out;
  }

  app.get('/smartmatch/list', { preHandler: auth.required, schema: { tags: ['smartmatch'], summary: 'The candidate\'s SmartMatch slots' } }, async (req) => ({ status: 'success', data: await load(db, me(req)) }));

  const ALERT_TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;
  const createBody = Type.Object({
    smart_match: Type.OptText({ max: 80 }),
    pref_email: Type.Flag(true),
    pref_dashboard: Type.Flag(true),
    pref_whatsapp: Type.Flag(false),
    alert_time: Type.Choice(ALERT_TIMES),
    job_function: Type.Id(),
    // A city, or a whole country or region (issue 29): exactly one of the two.
    city: Type.Optional(Type.Id()),
    place: Type.OptChoice(AREA_VALUES),
    jobtitles: Type.Ids(SMARTMATCH_MAX_JOB_TITLES),
    new_jobtitles: Type.Texts(SMARTMATCH_MAX_JOB_TITLES, 100),
  });
  // Pause/resume, alert time and channels of an own Smart Match (issue 10; an addition to the spec's calls): each
  // field changes only when sent.
  const updateBody = Type.Object({
    smart_match: Type.Optional(Type.OptText({ max: 80 })),
    job_function: Type.Optional(Type.Id()),
    city: Type.Optional(Type.Id()),
    place: Type.Optional(Type.OptChoice(AREA_VALUES)),
    jobtitles: Type.Optional(Type.Ids(SMARTMATCH_MAX_JOB_TITLES)),
    new_jobtitles: Type.Optional(Type.Texts(SMARTMATCH_MAX_JOB_TITLES, 100)),
    paused: Type.Optional(Type.Flag(false)),
    pref_email: Type.Optional(Type.Flag(true)),
    pref_dashboard: Type.Optional(Type.Flag(true)),
    pref_whatsapp: Type.Optional(Type.Flag(false)),
    alert_time: Type.Optional(Type.OptChoice(ALERT_TIMES)),
  });
  const collect = { preHandler: auth.required, config: { collectErrors: true } };
  app.post('/smartmatch/:id/update', { ...collect, schema: { tags: ['smartmatch'], summary: 'Pause/resume, alert time and channels of an own SmartMatch', params: Type.Params('id'), body: updateBody } }, async (req) => {
    const candidateId = me(req);
    const id = parseId(req.params.id) ?? 0;
    if (!(await isOwnSmartMatch(db, candidateId, id))) throw new ApiError(404, { status: 'error', message: 'Smart Match not found.', detail: 'Smart Match not found.' });
    const v = req.body;
    const errors = fieldErrors(req);
    if (!errors.pref_whatsapp && v.pref_whatsapp) {
      if (!(await candidates.phoneNumberOf(candidateId))) errors.pref_whatsapp = ['Add a phone number to your profile to receive WhatsApp alerts.'];
    }
    // Editing the titles, function and city (issue 19): each only when sent, checked like create.
    const editTitles = v.jobtitles !== undefined || v.new_jobtitles !== undefined;
    const jobtitles = v.jobtitles ?? [];
    const newTitles = v.new_jobtitles ?? [];
    if (editTitles && !errors.jobtitles && !errors.new_jobtitles) {
      const total = jobtitles.length + newTitles.length;
      if (total === 0) errors.jobtitles = [REQUIRED];
      else if (total > SMARTMATCH_MAX_JOB_TITLES) errors.jobtitles = [`Choose at most ${SMARTMATCH_MAX_JOB_TITLES} job titles.`];
      else if (jobtitles.length) {
        const [missing] = await unusableIds(db, 'job_titles', jobtitles, candidateId);
        if (missing) errors.jobtitles = [`Invalid id "${missing}" - object does not exist.`];
      }
    }
    if (v.job_function !== undefined && !errors.job_function) {
      if ((await unusableIds(db, 'job_functions', [v.job_function], candidateId)).length) errors.job_function = [`Invalid id "${v.job_function}" - object does not exist.`];
    }
    if (v.city !== undefined && !errors.city) {
      if ((await unusableIds(db, 'cities', [v.city], candidateId)).length) errors.city = [`Invalid id "${v.city}" - object does not exist.`];
    }
    if (v.city !== undefined && v.place) errors.place = [ONE_PLACE];
    if (Object.keys(errors).length) throw validationError(errors);
    // A new city replaces the area and a new area the city.
    const place = v.place ? { cityId: null, place: v.place } : v.city !== undefined ? { cityId: v.city, place: null } : {};
    const changes: SmartMatchChanges = {
      name: v.smart_match || undefined,
      jobFunctionId: v.job_function,
      ...place,
      paused: v.paused,
      prefEmail: v.pref_email,
      prefDashboard: v.pref_dashboard,
      prefWhatsapp: v.pref_whatsapp,
      alertTime: v.alert_time ? (v.alert_time === 'night' ? 'evening' : v.alert_time) : undefined,
    };
    await db.transaction(async (tx) => {
      await updateSmartMatch(tx, id, changes);
      if (editTitles) await replaceSmartMatchTitles(tx, id, await titleIdsOf(tx, candidateId, jobtitles, newTitles));
    });
    const [sm] = await load(db, candidateId, id);
    return { status: 'success', message: 'Your Smart Match was updated.', data: sm };
  });

  // Delete an own Smart Match, freeing its slot (issue 19); another candidate's answers 404 like a missing one.
  app.post('/smartmatch/:id/delete', { preHandler: auth.required, schema: { tags: ['smartmatch'], summary: 'Delete an own SmartMatch (frees the slot)', params: Type.Params('id'), body: Type.Object({}) } }, async (req) => {
    const candidateId = me(req);
    const id = parseId(req.params.id) ?? 0;
    if (!(await db.transaction((tx) => deleteSmartMatch(tx, candidateId, id)))) {
      throw new ApiError(404, { status: 'error', message: 'Smart Match not found.', detail: 'Smart Match not found.' });
    }
    return { status: 'success', message: 'Your Smart Match was deleted.' };
  });

  app.post('/smartmatch/create', { ...collect, schema: { tags: ['smartmatch'], summary: 'Create a SmartMatch (job titles, function, city, alert preferences)', body: createBody } }, async (req, reply) => {
    const candidateId = me(req);
    const v = req.body;
    const errors = fieldErrors(req);
    if (!errors.jobtitles && !errors.new_jobtitles) {
      const total = v.jobtitles.length + v.new_jobtitles.length;
      if (total === 0) errors.jobtitles = [REQUIRED];
      else if (total > SMARTMATCH_MAX_JOB_TITLES) errors.jobtitles = [`Choose at most ${SMARTMATCH_MAX_JOB_TITLES} job titles.`];
      else if (v.jobtitles.length) {
        const [missing] = await unusableIds(db, 'job_titles', v.jobtitles, candidateId);
        if (missing) errors.jobtitles = [`Invalid id "${missing}" - object does not exist.`];
      }
    }
    // Another candidate's unshared entry answers like a missing one (candidates/preferences.ts unusableIds).
    if (!errors.job_function && (await unusableIds(db, 'job_functions', [v.job_function], candidateId)).length) {
      errors.job_function = [`Invalid id "${v.job_function}" - object does not exist.`];
    }
    if (!errors.city && !errors.place) {
      if (v.city === undefined && !v.place) errors.city = [REQUIRED];
      else if (v.city !== undefined && v.place) errors.place = [ONE_PLACE];
      else if (v.city !== undefined && (await unusableIds(db, 'cities', [v.city], candidateId)).length) {
        errors.city = [`Invalid id "${v.city}" - object does not exist.`];
      }
    }
    if (!errors.pref_whatsapp && v.pref_whatsapp) {
      if (!(await candidates.phoneNumberOf(candidateId))) errors.pref_whatsapp = ['Add a phone number to your profile to receive WhatsApp alerts.'];
    }
    if (Object.keys(errors).length) throw validationError(errors);

    const created = await db.transaction(async (tx) => {
      // Serialise creates of one candidate so two concurrent requests cannot pass the limit.
      await lockCandidateSlots(tx, candidateId);
      if ((await countSmartMatches(tx, candidateId)) >= SMARTMATCH_MAX_SLOTS) return null;
      const titleIds = await titleIdsOf(tx, candidateId, v.jobtitles, v.new_jobtitles);
      let name = v.smart_match;
      if (!name) {
        const names = await titleAndCityNames(tx, titleIds[0], v.city ?? null);
        name = `${names.title} in ${names.city || areaLabelOf(v.place) || ''}`.slice(0, 80);
      }
      const alertTime = v.alert_time === 'night' ? 'evening' : v.alert_time;
      const id = await insertSmartMatch(tx, candidateId, {
        name, jobFunctionId: v.job_function, cityId: v.city ?? null, place: v.place || null, alertTime, prefEmail: v.pref_email, prefWhatsapp: v.pref_whatsapp, prefDashboard: v.pref_dashboard,
      });
      await addSmartMatchTitles(tx, id, titleIds);
      return id;
    });
    if (created === null) {
      throw new ApiError(409, { status: 'error', message: `You can have at most ${SMARTMATCH_MAX_SLOTS} Smart Matches.`, detail: `You can have at most ${SMARTMATCH_MAX_SLOTS} Smart Matches.` });
    }
    const [sm] = await load(db, candidateId, created);
    return reply.status(201).send({ status: 'success', message: 'Your Smart Match was created.', data: sm });
  });
}
