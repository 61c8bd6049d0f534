import { assessTrust, RULES_ONLY, type TrustAssessment, type TrustInput } from '../trust/signals';

/** A genuine employer's listing (own website, apply link on it); the trust rule tests vary only its text. */
export const GENUINE_EMPLOYER_LISTING: TrustInput = {
  title: 'Operations Associate',
  description: '',
  companyName: 'Sundaram Textiles Pvt Ltd',
  companyWebsite: 'https://www.sundaramtextiles.co.in',
  applyUrl: 'https://careers.sundaramtextiles.co.in/jobs/412',
};

/** That listing with this description (and any field overridden), judged by the rules alone: no learned layer. */
export const assessRules = (description: string, over: Partial<TrustInput> = {}): TrustAssessment =>
  assessTrust({ ...GENUINE_EMPLOYER_LISTING, description, ...over }, undefined, RULES_ONLY);
