/**
 * The product's first evaluation set (src/server/trust/eval/genuine.ts, risky.ts; written with the issue-17 rules)
 * converted to corpus postings for the training part. high_risk → scam, verified → genuine; the small employers
 * labelled caution for a phone-only contact are genuine. Other caution listings (a reviewer's "check first", not a
 * scam verdict) and listings judged by candidates' reports (which a posting's text cannot carry) are left out.
 */
import type { Salary } from '../../../../shared/salary';
import { GENUINE } from '../../eval/genuine';
import type { EvalListing } from '../../eval/listing';
import { RISKY } from '../../eval/risky';
import type { CorpusPosting } from '../types';
import { marketOf, thousands } from './markets';

function salaryText(s: Salary | null): string | null {
  if (!s) return null;
  const amount = (n: number | null) => (n === null ? null : thousands(n));
  const range = s.min !== null && s.max !== null && s.min !== s.max ? `${amount(s.min)} - ${amount(s.max)}` : (amount(s.min ?? s.max) ?? '');
  return `${s.currency} ${range} per ${s.period}`;
}

function scamType(kind: string): string {
  if (kind.startsWith('fee')) return 'fee';
  if (kind === 'task-lure') return 'task';
  if (kind === 'impersonation') return 'identity';
  return 'lure';
}

export function oldEvalPostings(writer = 'eval-set-issue-17'): CorpusPosting[] {
  const out: CorpusPosting[] = [];
  for (const l of [...GENUINE, ...RISKY] as EvalListing[]) {
    if (l.reports) continue;
    const genuine = l.label === 'verified' || (l.label === 'caution' && l.kind === 'small-employer-phone-only');
    if (!genuine && l.label !== 'high_risk') continue;
    out.push({
      id: `train-old-${l.id}`,
      label: genuine ? 'genuine' : 'scam',
      ...(genuine ? {} : { scamType: scamType(l.kind) }),
      market: l.country,
      language: 'en',
      provenance: `src/server/trust/eval/${genuine && l.id.startsWith('g-') ? 'genuine' : 'risky'}.ts ${l.id} (${l.kind})`,
      writer,
      title: l.title,
      company: l.companyName ?? '',
      companyWebsite: l.companyWebsite,
      applyUrl: l.applyUrl,
      location: `${l.city}, ${marketOf(l.country).country}`,
      salaryText: salaryText(l.salary),
      description: l.description,
      contactEmail: null,
      contactPhone: null,
    });
  }
  return out;
}
