/**
 * The published advisories and platform guides the training corpus's scam postings are written from (docs/trust.md
 * "Corpus"). Each generated scam names one of these as its provenance: the advisory that describes its pattern.
 * Found with public web search on 2026-11-27; the postings paraphrase the patterns, they copy no text.
 */
export interface Advisory {
  url: string;
  /** Who issued or reported it. */
  source: string;
  /** The scam types it describes (CorpusPosting.scamType). */
  types: readonly string[];
}

export const ADVISORIES: readonly Advisory[] = [
  // Singapore
  { url: 'https://mothership.sg/2021/04/fake-job-advertisements-scam/', source: 'Singapore Police Force advisory (Apr 2021), fake job SMS and money mules', types: ['mule', 'wfh-pay-claim', 'lure'] },
  { url: 'https://www.channelnewsasia.com/singapore/police-warn-public-money-mule-job-advertisement-scams-204081', source: 'Singapore Police Force via CNA, money-mule job advertisements', types: ['mule', 'credentials'] },
  { url: 'https://aseanobserver.com/2021/04/08/police-advisory-on-fake-job-advertisements/', source: 'Singapore Police Force advisory text, fake job advertisements', types: ['mule', 'trading', 'credentials'] },
  // Malaysia
  { url: 'https://www.rmp.gov.my/news-detail/2026/01/27/besmartstayalert-letsfightscammertogether-posting-pilihan-scam-alert-statistik-kes-penipuan-tawaran-pekerjaan-sambilan', source: 'PDRM JSJK (CCID), part-time job scam alert', types: ['task', 'fee', 'credentials', 'lure'] },
  { url: 'https://www.thestar.com.my/news/nation/2026/01/26/steep-rise-in-part-time-job-scams-last-year-says-bukit-aman-commercial-crime-chief', source: 'Bukit Aman CCID via The Star, part-time job scams', types: ['task', 'fee', 'credentials'] },
  { url: 'https://www.thestar.com.my/news/nation/2026/01/10/cops-no-fees-for-job-applications', source: 'Bukit Aman CCID via The Star, no fees for job applications', types: ['fee', 'wfh-pay-claim'] },
  { url: 'https://www.malaymail.com/news/malaysia/2022/08/11/preying-on-pandemic-desperation-fraudsters-ramp-up-online-job-offer-scams/19620', source: 'MCMC via Malay Mail, like-and-earn job offers', types: ['task', 'identity', 'wfh-pay-claim'] },
  { url: 'https://www.jawatankosong.co/2026/01/kenali-10-tanda-job-scammer-dan-cara.html', source: 'Malaysian job board guide, 10 signs of a job scammer (akaun keldai)', types: ['mule', 'lure', 'credentials'] },
  // Philippines
  { url: 'https://filipinotimes.net/latest-news/2024/09/18/dmw-issues-advisory-warning-against-online-job-scams/', source: 'DMW advisory, online job scams and e-transfer of fees', types: ['fee', 'identity', 'instant-deployment'] },
  { url: 'https://pia-ncr.blogspot.com/2026/06/dmw-reiterates-warning-vs-fake-work.html', source: 'DMW via PIA, quick departure and tourist-visa offers', types: ['instant-deployment', 'fee'] },
  { url: 'https://hkpinoytv.com/philippines-cracks-down-on-online-job-scams-targeting-overseas-workers/', source: 'DMW crackdown, cloned agency pages and scam hubs', types: ['instant-deployment', 'identity', 'fee'] },
  { url: 'https://www.abante.com.ph/2023/09/14/pnp-binalaan-publiko-vs-online-task-cam/', source: 'PNP-ACG warning, online task scam', types: ['task', 'trading'] },
  { url: 'https://acg.pnp.gov.ph/main/cyber-security-bulletin/388-acg-cyber-security-bulletin-nr-227-understanding-the-risk-of-spam-messages-scam.html', source: 'PNP-ACG cyber security bulletin 227, spam job messages', types: ['task', 'fee', 'wfh-pay-claim'] },
  { url: 'https://rmn.ph/pnp-acg-nagbabala-laban-sa-naglipanang-online-job-offer', source: 'PNP-ACG, fake agency page asking processing and medical fees', types: ['fee', 'identity'] },
  // India
  { url: 'https://www.ndtv.com/india-news/mha-blocks-over-100-job-fraud-websites-how-to-protect-yourself-against-such-scams-4638594', source: 'MHA / I4C, task-based part-time job fraud ("ghar baithe job")', types: ['task', 'trading', 'mule'] },
  { url: 'https://thefederal.com/category/news/centre-unveils-cyber-safety-initiative-blocks-100-fake-job-websites-102496', source: 'MHA / I4C release, task-based and investment job frauds, mule accounts', types: ['task', 'mule', 'trading'] },
  { url: 'https://indianexpress.com/article/explained/like-youtube-videos-wfh-online-scams-identify-9110544', source: 'I4C via Indian Express, like-YouTube-videos WFH scams', types: ['task', 'wfh-pay-claim'] },
  { url: 'https://www.thequint.com/coronavirus/faq/home-ministry-advisory-how-to-recognise-and-avoid-falling-for-online-job-scams-faq', source: 'MHA video advisory, quick appointment letters, fees, free-mail senders', types: ['fee', 'identity', 'credentials', 'gov-no-exam'] },
  // Gulf
  { url: 'https://gulfnews.com/uae/that-easy-money-side-hustle-dubai-police-say-its-probably-a-scam-1.500427825', source: 'Dubai Police #BewareOfFraud, part-time remote job scams', types: ['task', 'fee', 'mule', 'credentials'] },
  { url: 'https://lovin.co/dubai/en/news/job-seekers-beware-dubai-scammers-have-duped-people-out-of-thousands-of-dirhams', source: 'Dubai Police CID, fake recruitment agency fees', types: ['fee', 'identity'] },
  { url: 'https://dailynewsupdate.net/world/uae-cracks-down-on-fake-job-adverts-after-scammers-take-money-from-jobseekers/amp', source: 'UAE authorities, fake "excellent job opportunities in Dubai" adverts', types: ['fee', 'instant-deployment'] },
  { url: 'https://www.omanobserver.om/ampArticle/1173859', source: 'Oman Observer on ROP warnings, RO 50 processing charge', types: ['fee', 'identity'] },
  { url: 'https://www.omanobserver.om/article/1137412/oman/community/keep-safe-distance-from-fraudsters', source: 'Royal Oman Police, daily-salary job texts and mule accounts', types: ['mule', 'identity', 'wfh-pay-claim'] },
  { url: 'https://www.qatarloving.com/articles/moi-cautions-against-cyber-fraudsters', source: 'Qatar MOI, lucrative job messages asking a fee-like transfer', types: ['fee', 'lure'] },
  { url: 'https://tradearabia.com/news/MISC_255036.html', source: 'Bahrain LMRA, work visas sold online; workers pay nothing by law', types: ['fee', 'instant-deployment'] },
  { url: 'https://www.timeskuwait.com/news/pam-takes-down-illegal-online-visa-renewal-advertisements/', source: 'Kuwait PAM and MOI, paid work-permit adverts', types: ['fee'] },
  { url: 'https://musaned.com.sa/en/node/6', source: 'Saudi MLSD (Musaned), bogus recruitment and visa-trading ads', types: ['fee', 'instant-deployment'] },
  // Platforms' guides
  { url: 'https://support.indeed.com/hc/en-us/articles/216354123-Guidelines-for-Safe-Job-Search', source: 'Indeed, guidelines for safe job search', types: ['identity', 'lure', 'wfh-pay-claim', 'reshipping', 'mule'] },
  { url: 'https://glenviewpl.org/blogs/post/job-scam-red-flags', source: 'Library guide (FlexJobs, ProPublica), reshipping and placement fees', types: ['reshipping', 'fee', 'lure'] },
  { url: 'https://help.careguide.com/hc/en-us/articles/360015774012', source: 'CareGuide, overpayment cheque scams', types: ['mule'] },
  { url: 'https://bitdefender.com/en-us/blog/hotforsecurity/job-scams', source: 'Bitdefender, job scams on Indeed ($100/hour data entry)', types: ['wfh-pay-claim', 'lure', 'credentials'] },
];

export function advisoryFor(type: string, pick: <T>(items: readonly T[]) => T): string {
  const matching = ADVISORIES.filter((a) => a.types.includes(type));
  return pick(matching.length > 0 ? matching : ADVISORIES).url;
}
