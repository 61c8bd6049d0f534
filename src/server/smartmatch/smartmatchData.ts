import type { Queryable } from '../db/client';

/** The smartmatch domain's part of a candidate's data export: the Smart Matches and the alert digests sent. */
export async function exportSmartMatches(db: Queryable, candidateId: number) {
  const smartmatches = await db.query<Record<string, unknown>>(
    `SELECT s.id, s.name, f.name AS job_function, ci.name AS city, s.alert_time, s.pref_email, s.pref_whatsapp, s.pref_dashboard, s.paused,
            s.created_at, ARRAY(SELECT t.name FROM smartmatch_job_titles x JOIN job_titles t ON t.id = x.job_title_id
                                WHERE x.smartmatch_id = s.id ORDER BY x.position) AS job_titles
     FROM smartmatches s LEFT JOIN job_functions f ON f.id = s.job_function_id LEFT JOIN cities ci ON ci.id = s.city_id
     WHERE s.candidate_id = $1 ORDER BY s.id`,
    [candidateId],
  );
  const alerts = await db.query<Record<string, unknown>>(
    `SELECT d.smartmatch_id, d.slot, d.scheduled_for, d.delivered_at, d.job_count, d.channels,
            ARRAY(SELECT j.title FROM alert_sent_jobs a JOIN jobs j ON j.id = a.job_id
                  WHERE a.smartmatch_id = d.smartmatch_id AND a.sent_at = d.delivered_at ORDER BY j.title) AS jobs
     FROM alert_deliveries d JOIN smartmatches s ON s.id = d.smartmatch_id
     WHERE s.candidate_id = $1 ORDER BY d.delivered_at DESC LIMIT 1000`,
    [candidateId],
  );
  return { smartmatches, alerts_sent: alerts };
}

/** Deletes an own Smart Match (its titles, deliveries and sent-job marks cascade); false when it is not the candidate's. */
export async function deleteSmartMatch(db: Queryable, candidateId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM smartmatches WHERE id = $1 AND candidate_id = $2 RETURNING id', [id, candidateId]);
  if (rows.length) await db.query('DELETE FROM featured_jobs WHERE candidate_id = $1 AND smartmatch_id = $2', [candidateId, id]);
  return rows.length > 0;
}
