import type { ArticleSlug } from './articleIndex';

/**
 * The article texts, original to this product. Format (rendered by ArticleBody): blocks separated by a blank
 * line; '## ' starts a heading, '- ' lines make a list, '1. ' lines a numbered list, '> ' a tip; anything
 * else is a paragraph. '**bold**' is supported inside text.
 */
export const ARTICLE_BODIES: Record<ArticleSlug, string> = {
  'job-search-strategy': `
Most job seekers measure their search by the number of applications sent. Recruiters measure it differently: how closely each application matches the role. Two hundred generic applications usually produce silence; twenty targeted ones produce interviews. This guide turns a scattered search into a plan you can run in a few focused hours a week.

## 1. Decide what you are looking for

Before you open a single job board, write down three things on one page:

- **Two or three target job titles.** Use the titles employers actually advertise. "Business Development Executive" and "Key Account Manager" are different searches, even if the work overlaps.
- **One or two job functions or industries** where your experience counts the most.
- **The cities you would really move to or commute to**, and whether you are open to remote or hybrid roles.

If you are considering a move abroad, for example from India or the Philippines to the UAE, Saudi Arabia or Singapore, add the practical conditions too: work visa sponsorship, the salary you would need to cover housing, and how long your current notice period is. In India, notice periods of 60 to 90 days are common, and many employers ask early whether you can join sooner.

## 2. Build a target list of employers

Instead of waiting for ads, list 20 to 30 companies you would like to work for. Include large brands, but also mid-sized firms that hire steadily and get fewer applications. For each one, note its careers page, the team you would join and anyone you know there. Employer career sites often publish roles before they appear elsewhere, which is why verified listings taken straight from employer portals are worth following.

## 3. Tailor every application, quickly

Tailoring does not mean rewriting your resume each time. Keep a master resume, then for each application:

1. Read the advertisement and highlight the five requirements that appear first or most often.
2. Move the matching achievements to the top of your experience section.
3. Use the same words as the ad where they are true for you: applicant tracking systems match keywords.
4. Write a short cover note of four or five sentences that names the role and your strongest match.

This takes around 20 minutes per application. It is the best use of your time in the whole search.

## 4. Run your search on a weekly rhythm

A search without a routine drifts. A simple week looks like this:

- **Monday:** review new listings and your job alerts; shortlist five to eight roles.
- **Tuesday and Wednesday:** send tailored applications for the shortlist.
- **Thursday:** networking: two or three messages to former colleagues, alumni or people at your target companies.
- **Friday:** follow up on applications older than a week, and update your tracker.

Set alerts so that the listing comes to you. Daily alerts filtered by title, function and location save hours of scrolling and let you apply within the first days, when your application is most likely to be read.

## 5. Track everything

Use a spreadsheet with one row per application: company, role, date applied, source, contact person, status and next step. After a month, look at the numbers. If you send many applications but get no interviews, your resume or targeting needs work. If you get interviews but no offers, focus on interview preparation. Tracking turns a frustrating process into one you can improve.

## 6. Look after yourself

A job search can take two to four months, often longer for senior roles or international moves. Keep regular hours, keep learning something relevant, and count the steps you control: applications sent, people contacted, interviews prepared. Results follow the steps.

> Quick start: pick three titles, list twenty employers and set one daily alert today. That alone puts you ahead of most applicants.
`,

  'resume-writing-tips': `
A recruiter spends well under a minute on a first read of a resume, and before that an applicant tracking system (ATS) may already have filtered it. Your resume has two readers, software and a busy person, and it has to work for both. These tips apply across India, South-East Asia and the Gulf, with notes where local habits differ.

## Keep the layout simple

- Use a single column, standard headings (Summary, Experience, Education, Skills) and a common font. Tables, text boxes and graphics can scramble when an ATS reads the file.
- Save as PDF unless the employer asks for Word. Name the file clearly: Priya-Nair-Resume.pdf, not resume_final_v3.pdf.
- **Length:** one page for students and early-career candidates, two pages for most experienced professionals. Longer is rarely read.

## Start with a short professional summary

Three or four lines at the top: who you are, your years of experience, your strongest skills and the role you want. For example: "Digital marketing executive with four years in e-commerce, managing paid campaigns with monthly budgets of INR 15 lakh. Looking for a performance marketing role in Bengaluru or remote."

## Write achievements, not duties

Every employer knows what an accountant or a sales executive does. Show how well you did it. Use an action verb, the task and a measurable result:

- Weak: "Responsible for handling customer complaints."
- Strong: "Resolved 40+ customer cases a day and raised the team's satisfaction score from 82% to 91% in six months."

Numbers do not have to be revenue: time saved, error rates, team size, number of clients, ranking among peers all count.

## Match the keywords of the job

Read the advertisement and use its exact terms where they honestly describe you, such as "SAP FICO", "IELTS 7.0", "AutoCAD" or "B2B sales". Put them in your summary, skills list and experience bullets. Do not paste keywords in hidden text: recruiters notice, and it ends the application.

## Personal details: what to include, what to leave out

Habits differ by market:

- **Gulf employers** often expect nationality, current location, visa status and notice period near the top, because they affect hiring and sponsorship. A professional photo is common but not always required.
- **India:** a photo is optional. Date of birth, marital status and religion are not needed, and you can leave them out.
- **Singapore and Malaysia:** keep it to contact details, work rights (for example Employment Pass or permanent resident status where relevant) and your availability. Singapore's fair employment guidelines discourage asking for age, race or religion, so you do not need to volunteer them.
- Everywhere: a professional email address and a phone number with the country code, for example +91 or +63.

## Education and certifications

List your highest qualification first, with the institution and year. Add certifications that matter for the role: PMP, CPA, CFA, AWS, nursing licences, or trade certificates. If you plan to work in the Gulf, keep in mind that degrees often need to be attested for a work visa, so have your documents ready.

## Final checklist before you send

1. Spelling and grammar checked, ideally by a second person.
2. Dates consistent and gaps explained briefly (study, family care, a career break are all fine).
3. Contact details correct, with a LinkedIn profile that matches the resume.
4. The first third of page one answers "why this person for this role?"
5. The file opens correctly on a phone, because many recruiters read there first.

> A good resume is never finished. Update it every time you complete a project, so you are not reconstructing achievements from memory when the right job appears.
`,

  'ace-the-interview': `
An interview is a conversation with a clear purpose: the employer wants evidence that you can do the job, will fit the team and will stay. Good preparation turns nervous guessing into telling prepared stories. Here is a step-by-step approach that works for phone screens, video calls and panel interviews.

## Before the interview: research

- **The company.** Read its website, recent news and, for listed companies, the latest annual report highlights. Know what it sells, who its customers are and where it is growing.
- **The role.** Print the job advertisement. Mark each requirement and note one example from your experience that proves it.
- **The people.** If you know the interviewers' names, look at their professional profiles to understand their roles. Do not mention personal details you found.
- **The format.** Ask the recruiter how many rounds there are, who you will meet and whether there is a test or case study. This is a normal question.

## Prepare your stories with STAR

Behavioural questions such as "Tell me about a time you handled a difficult customer" are best answered with the STAR method:

1. **Situation:** one or two sentences of context.
2. **Task:** what you were responsible for.
3. **Action:** what you did, in detail. Say "I", not "we".
4. **Result:** the outcome, with a number if possible, and what you learned.

Prepare six to eight stories that cover leadership, teamwork, conflict, a failure, a success you are proud of and a time you learned something quickly. Most questions can be answered with one of them.

## Answers to the questions you will almost certainly hear

- **"Tell me about yourself."** Two minutes: your current role, two achievements relevant to this job, and why you are interested now. It is not your life story.
- **"Why do you want to leave your current job?"** Stay positive and forward-looking: growth, scope, a new industry. Never criticise your current employer.
- **"What are your salary expectations?"** Give a researched range and mention flexibility for the full package. Our salary negotiation guide explains how.
- **"What is your notice period?"** Know your exact notice period and whether your employer allows an early release or buyout. In India and the Gulf this question often comes in the first call.

## Video interviews

Video rounds are now common, especially for international roles in Singapore and the Gulf:

- Test the link, camera and microphone 15 minutes before.
- Sit facing a window or a lamp, with a plain background and the camera at eye level.
- Keep your phone silent and a glass of water nearby.
- Look at the camera when you answer, not at your own picture.
- Have a copy of your resume and your notes beside the screen, but do not read from them.

## Questions to ask the interviewer

Always have two or three. Good ones show you are thinking about doing the job well:

- "What would success look like in the first six months?"
- "What are the biggest challenges for the team right now?"
- "How is performance reviewed, and how do people grow here?"

Leave questions about leave and benefits for the offer stage, unless the interviewer raises them.

## After the interview

Send a short thank-you email the same day: thank them for their time, mention one point from the conversation and confirm your interest. If you have not heard back by the date they gave you, a polite follow-up after that date is perfectly acceptable.

> Practise out loud. Answers that sound clear in your head often come out long and unfocused. Record yourself on your phone, listen once, and shorten.
`,

  'networking-for-job-seekers': `
Many vacancies are filled through referrals before or shortly after they are advertised, and referred candidates are more likely to reach interview. Networking simply means letting the right people know what you are looking for, and helping them in return. You do not need to be outgoing to do it well.

## Start with the people who already know you

Make a list of 30 people: former managers and colleagues, classmates, teachers, clients, suppliers, friends working in your field. These "warm" contacts are far more likely to reply than strangers. Sort them into three groups: those who work at target companies, those in your industry, and everyone else.

## Send a clear, short message

People help when the request is specific and easy. A good message has four parts:

1. A friendly opening that reminds them how you know each other.
2. What you are looking for, in one sentence, for example "a supply chain analyst role in Kuala Lumpur or Penang".
3. One specific ask: a 15-minute call, advice on a company, or whether they know who hires for the team.
4. Thanks, with no pressure.

Example: "Hi Arjun, it has been a while since our project at Infotech. I am now looking for a QA automation role in Pune or remote. I saw that your company is hiring testers. Would you have 15 minutes this week to tell me what the team is like? Thank you either way!"

## Use LinkedIn well

- **Profile first.** A clear photo, a headline that says what you do ("Registered Nurse, ICU, 6 years, open to roles in the UAE"), and an About section written in the first person.
- **Turn on "Open to work"** for recruiters only if you do not want your current employer to see it.
- **Comment thoughtfully** on posts in your field. A useful comment is more visible than a post of your own.
- **Personalise connection requests.** A blank request to a stranger is easy to ignore; one sentence explaining why you are connecting makes a difference.

## Informational interviews

An informational interview is a short conversation to learn about a role or company, not a request for a job. Ask about their work, the skills that matter and how people are hired. At the end, ask: "Is there anyone else you think I should talk to?" This question grows your network more than any other.

## Communities, alumni groups and events

- University alumni associations are active in most cities, including in the Gulf, where alumni groups from Indian, Filipino and Malaysian universities meet regularly.
- Professional bodies (engineering institutes, accounting and HR associations) run events and often share vacancies with members first.
- Industry meet-ups and webinars let you ask a speaker a question and follow up afterwards.

## Give before you ask

Share a job post with someone who fits it, congratulate people on new roles, introduce two contacts who can help each other. Networking works because it is mutual, and people remember who helped them.

## Follow up and keep track

Note every conversation in your job search tracker: who, when, what you discussed and the next step. Send a thank-you message after each call, and a short update a few weeks later, especially if their advice helped. When you find a job, tell everyone who helped you.

> Aim for small, steady numbers: two or three thoughtful messages a week add up to dozens of conversations over a search, and it usually takes only one of them to open the right door.
`,

  'online-job-boards': `
Job boards and aggregators list thousands of openings, but scrolling through them is not a strategy. Used well, they bring the right jobs to you every morning. Used carelessly, they expose you to fake listings and scams. Here is how to get the benefits and avoid the risks.

## Search like a recruiter

- **Search by the titles employers use,** and try variants: "Accounts Executive", "Accountant", "AP Specialist".
- **Filter by location and posting date.** Applications sent in the first few days after posting are more likely to be read. A filter for the last three or seven days keeps your list fresh.
- **Use the job function filter** to discover roles with unfamiliar titles in your field.
- **Save searches and turn on alerts,** so new matches arrive by email or WhatsApp at a time you choose, instead of you checking several sites a day.

## Read the listing properly

Before applying, check that the listing gives a real company name, a clear job description, a location and a way to apply through the company or its applicant tracking system. Listings taken directly from employer career sites are the safest, because the employer controls them.

## Keep your profile up to date

Many platforms let recruiters search candidate profiles. Keep your headline, current location, preferred locations, notice period and expected salary accurate, and upload your latest resume. An outdated profile produces irrelevant calls.

## Recognise recruitment fraud

Fake job offers are a real problem across the region, particularly for overseas roles. Be alert to these warning signs:

- **You are asked to pay.** Fees for registration, training, visa processing, medical tests or "security deposits" are the clearest sign of a scam. Genuine employers do not charge you to hire you, and in many countries, including the UAE and the Philippines, charging workers recruitment fees is restricted or prohibited.
- **You get an offer without an interview,** or after a short chat on a messaging app.
- **The salary is far above the market** for the role and your experience.
- **The contact uses a free email address** (such as a gmail or yahoo account) instead of the company's domain, or the domain is slightly misspelt.
- **They ask for bank details, card numbers, OTPs or copies of your passport** before a formal, verifiable offer.
- **There is pressure to decide immediately.**

## Verify before you proceed

1. Find the company's official website yourself (do not use the link in the message) and check that the job appears on its careers page.
2. Call the company's official number to confirm the recruiter works there.
3. For overseas jobs, use government resources. Filipino workers can check licensed recruitment agencies with the Department of Migrant Workers; Indian workers can check registered recruiting agents on the eMigrate portal of the Ministry of External Affairs.
4. Read the offer letter carefully: employer name, job title, salary, allowances, working hours and contract length should all be in writing.

## If something feels wrong

Stop replying, do not send money or documents, and report the listing to the platform. If you have already paid or shared financial data, contact your bank immediately and report it to the police or your national cybercrime portal.

> Our rule is simple: we list verified jobs from employer sites and applicant tracking systems, and we never ask candidates to pay an employer or an agent. If anyone claiming to represent an employer asks you for money, do not pay.
`,

  'negotiating-salary': `
Most employers expect some negotiation, yet many candidates accept the first number they hear. A calm, well-researched conversation rarely costs you an offer, and the difference compounds: next year's raise and your next employer's offer often start from today's figure. Here is how to prepare and what to say.

## Know what the package really contains

Salary structures differ a lot across the region. Compare offers on the same basis:

- **India:** offers are usually quoted as CTC (cost to company). CTC can include the employer's provident fund contribution, gratuity, insurance and a variable bonus, so your monthly take-home pay is noticeably lower than CTC divided by twelve. Ask for the breakdown and calculate the fixed monthly in-hand amount.
- **The Philippines:** the 13th month pay is mandatory by law, so check whether the offer mentions other bonuses, HMO health coverage and allowances on top of it.
- **Malaysia:** the employer contributes to your EPF retirement savings on top of salary. Ask about annual increments, bonuses and medical benefits.
- **Singapore:** for citizens and permanent residents, CPF contributions come from both employer and employee, and an annual wage supplement (the "13th month") is common but not guaranteed. Check the contract.
- **The Gulf (UAE, Saudi Arabia, Qatar, Kuwait, Oman, Bahrain):** packages are usually split into basic salary plus housing, transport and other allowances. End-of-service gratuity is typically calculated on the basic salary only, so the size of the basic matters. Also ask about annual flights home, medical insurance for family members and who pays visa costs. There is no personal income tax on salaries in these countries today.

## Research your market rate

Collect three sources: salary surveys from recruitment firms, salary ranges shown on job listings for similar roles, and conversations with people in the field. Adjust for the city: the same role pays differently in Mumbai and Indore, or in Dubai and Muscat. Decide three numbers before any conversation:

1. **Your target:** the realistic top of the range for your experience.
2. **Your acceptable figure:** what you would happily accept.
3. **Your walk-away point:** below this, the move does not make sense for you.

## Who says the first number?

If you are asked early for your expectations, you can ask for the budgeted range first: "Could you share the range budgeted for this role? I want to make sure we are aligned." If you must answer, give a range whose lower end is your acceptable figure, and mention that it depends on the full package. Avoid stating your current salary as the anchor if it is below the market; you can say your expectation is based on the role and market data.

## Negotiate the offer, not the person

When the offer arrives:

- Thank them and express genuine enthusiasm. Ask for the offer in writing and a day or two to review it.
- Respond with one clear counter-proposal, with reasons: your skills, results and market data, not personal expenses.
- If the base salary cannot move, negotiate other items: joining bonus, notice period buyout, relocation support, housing allowance, an earlier salary review, extra leave or remote days.
- Keep the tone collaborative: "I'm excited about this role. Based on my experience in X and the market for this position, I was hoping for around Y. Is there flexibility?"

## Close it properly

Once you agree, make sure every element is in the final offer letter or contract: basic salary, allowances, bonus conditions, probation period, notice period and joining date. For overseas roles, also check the employment contract registered with the authorities matches what you were promised. Only then resign from your current job.

> Silence is a tool. After you state your number, stop talking and let the employer respond. Most candidates weaken their own position by filling the pause.
`,
};
