import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import type { CandidateProfile, DataResponse, OutboxMessage } from '@/shared/apiTypes';
import { PHONE_MESSAGES } from '@/shared/phoneMessages';
import { apiUrl } from '@/testing/api';
import { renderWithProviders } from '@/testing/renderWithProviders';
import MyProfilePage from './MyProfilePage';
import { apiGet, apiPost, loggedInState, loginFreshCandidate } from '@/testing/candidateSession';
import { setViewportWidth } from '@/testing/viewport';

jest.setTimeout(90_000);
// Real API calls on a shared two-core machine: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

const MB = 1024 * 1024;
// A real 1×1 PNG and a minimal PDF: the API checks the type by content.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/**
 * Files that really get sent: jsdom's File is not the Blob of Node's fetch/FormData (which would send
 * '[object File]'), so uploads that reach the API use Node's File. A browser has one File; the e2e test covers it.
 */
const sendable = (bytes: Uint8Array, name: string, type: string) => new NodeFile([bytes], name, { type }) as unknown as File;

async function renderProfile() {
  const { email, access } = await loginFreshCandidate();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(<MyProfilePage />, { preloadedState: loggedInState, route: '/candidate/my-profile' });
  await screen.findByRole('heading', { level: 2, name: 'Test Candidate' });
  return { email, access, user, ...view };
}

describe('My Profile', () => {
  it('shows the header card, Personal Info and the Career Preference prefilled from the profile', async () => {
    setViewportWidth(1440);
    const { email } = await renderProfile();
    expect(screen.getAllByText(email).length).toBeGreaterThan(0);
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(within(personal).getByText('Test')).toBeInTheDocument();
    expect(within(personal).getByText('98765 43210 (+91)')).toBeInTheDocument();
    expect(within(personal).getByText('17/05/1990')).toBeInTheDocument();
    const pref = screen.getByRole('region', { name: 'Career Preference' });
    expect(await within(pref).findByRole('combobox', { name: /Job Type/ })).toHaveValue('Full-time');
    expect(within(pref).getByRole('combobox', { name: /Notice Period/ })).toHaveValue('Immediate');
    expect(within(pref).getByRole('textbox', { name: /Expected Salary/ })).toHaveValue('50000');
  });

  it('edits personal information (issue 29): a wrong number is refused in the country\'s format, a right one saved and shown at once', async () => {
    setViewportWidth(1440);
    const { user, access } = await renderProfile();
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    await user.click(within(personal).getByRole('button', { name: 'Edit personal information' }));
    const form = await within(personal).findByRole('form', { name: 'Personal information' });
    const first = within(form).getByRole('textbox', { name: /first name/i });
    await user.clear(first);
    await user.type(first, 'Maria');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Calling code' }), 'PH');
    const phone = within(form).getByRole('textbox', { name: /phone number/i });
    await user.clear(phone);
    await user.type(phone, '0917 123');
    await user.click(within(form).getByRole('button', { name: 'Save personal information' }));
    expect(await within(form).findByText('Enter a valid Philippine phone number, e.g. 0905 123 4567.')).toBeInTheDocument();
    await user.type(phone, ' 4567');
    await user.click(within(form).getByRole('button', { name: 'Save personal information' }));
    expect(await within(personal).findByText('Your personal information was saved.')).toBeInTheDocument();
    expect(await within(personal).findByText('0917 123 4567 (+63)')).toBeInTheDocument();
    expect(within(personal).getByText('Maria')).toBeInTheDocument();
    const stored = (await apiGet<DataResponse<CandidateProfile>>('/candidates/my_profile', access)).data;
    expect(stored).toMatchObject({ first_name: 'Maria', phone_e164: '+639171234567' });
  });

  it('verifies the number for WhatsApp alerts with the code sent to it (issue 33)', async () => {
    setViewportWidth(375);
    const { user, access } = await renderProfile();
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(within(personal).getByText(PHONE_MESSAGES.unverifiedLine)).toBeInTheDocument();
    await user.click(within(personal).getByRole('button', { name: 'Verify on WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your WhatsApp number' });
    expect(await within(dialog).findByText('We sent a 6-digit code to +91 98765 43210 on WhatsApp.')).toBeInTheDocument();
    // The newest code WhatsApp carried to the number (other fresh candidates share it; this test alone asks for codes).
    const outbox = (await (await fetch(apiUrl(`/dev/outbox?to=${encodeURIComponent('+919876543210')}`))).json()) as { results: OutboxMessage[] };
    const code = /\b(\d{6})\b/.exec(outbox.results.find((m) => m.channel === 'whatsapp' && m.subject === 'Verification code')?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const field = within(dialog).getByRole('textbox', { name: /Code/ });
    await user.type(field, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Enter the 6-digit code.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, code === '000000' ? '111111' : '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(/Invalid OTP/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, code);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(personal).findByText(PHONE_MESSAGES.verifiedLine)).toBeInTheDocument();
    expect(within(personal).getByText('+91 98765 43210 is verified. WhatsApp alerts will go to it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await apiGet<DataResponse<CandidateProfile>>('/candidates/my_profile', access)).data.phone_verified).toBe(true);
  });

  it('validates the profile image (missing, wrong type, too big) and uploads a real one', async () => {
    setViewportWidth(1440);
    const { user, access } = await renderProfile();
    const input = screen.getByLabelText('Profile Image');
    const upload = screen.getByRole('button', { name: 'Upload Image' });

    await user.click(upload);
    expect(await screen.findByText('File is required')).toBeInTheDocument();

    await user.upload(input, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The file is not allowed (png, jpg, jpeg, gif, webp, bmp only).')).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(2 * MB + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The file size is too big (2 MB max).')).toBeInTheDocument();

    await user.upload(input, sendable(PNG, 'me.png', 'image/png'));
    expect(await screen.findByText(/^me\.png \(\d+ B\)$/)).toBeInTheDocument();
    await user.click(upload);
    expect(await screen.findByText('Your profile image was updated.')).toBeInTheDocument();

    // The profile is fetched again (tag 'Profile') and the header shows the stored image.
    const avatar = await screen.findByRole('img', { name: 'Profile image of Test Candidate' });
    const profile = (await apiGet<DataResponse<CandidateProfile>>('/candidates/my_profile', access)).data;
    expect(profile.profile_img).toBeTruthy();
    expect(avatar).toHaveAttribute('src', profile.profile_img);
  });

  it('validates the resume (missing, wrong type, too big), uploads a PDF and links to it', async () => {
    setViewportWidth(1440);
    const { user } = await renderProfile();
    expect(screen.getByText('No resume uploaded yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Resume');
    const upload = screen.getByRole('button', { name: 'Upload Resume' });

    await user.click(upload);
    expect(await screen.findByText('File is required')).toBeInTheDocument();
    await user.upload(input, new File([PNG], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is not allowed (pdf, doc, docx only).')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(5 * MB + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The file size is too big (5 MB max).')).toBeInTheDocument();

    await user.upload(input, sendable(PDF, 'my-cv.pdf', 'application/pdf'));
    await user.click(upload);
    expect(await screen.findByText('Your resume was uploaded.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /my-cv\.pdf/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/\S/);
  });

  it('downloads the resume through a link signed at the click, not the one the cached profile carries', async () => {
    setViewportWidth(1440);
    const { access } = await loginFreshCandidate();
    const uploadResume = (bytes: Uint8Array, name: string) => apiPost('/candidates/update/resume', access, { file: sendable(bytes, name, 'application/pdf') });
    const onServer = (href: string) => fetch(`${process.env.TEST_API_URL}${new URL(href, document.baseURI).pathname}`);
    expect((await uploadResume(PDF, 'first-cv.pdf')).status).toBe(200);
    const user = userEvent.setup();
    renderWithProviders(<MyProfilePage />, { preloadedState: loggedInState, route: '/candidate/my-profile' });
    const link = await screen.findByRole('link', { name: /first-cv\.pdf/ });

    // The cached profile's link stops working: 10 minutes after the fetch, or at once when the file is replaced
    // elsewhere (another tab), which the test can do without waiting.
    const second = new TextEncoder().encode('%PDF-1.4\n% second\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    expect((await uploadResume(second, 'second-cv.pdf')).status).toBe(200);
    expect((await onServer(link.getAttribute('href') as string)).status).toBe(404);

    // Where the browser goes: every click on a link that the page leaves to the browser (jsdom cannot navigate).
    const followed: string[] = [];
    const follow = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a') : null;
      if (!a || e.defaultPrevented) return;
      e.preventDefault();
      followed.push(a.href);
    };
    document.addEventListener('click', follow);
    try {
      await user.click(link);
      await waitFor(() => expect(followed).toHaveLength(1));
    } finally {
      document.removeEventListener('click', follow);
    }
    const file = await onServer(followed[0]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="second-cv\.pdf"/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(second);
  });

  it('saves an edited Career Preference through the API', async () => {
    setViewportWidth(1440);
    const { user, access } = await renderProfile();
    const pref = screen.getByRole('region', { name: 'Career Preference' });
    await user.selectOptions(await within(pref).findByRole('combobox', { name: /Notice Period/ }), '30 Days');
    await user.click(within(pref).getByRole('button', { name: 'Save Preference' }));
    expect(await within(pref).findByText('Your career preference was saved.')).toBeInTheDocument();
    const profile = (await apiGet<DataResponse<CandidateProfile>>('/candidates/my_profile', access)).data;
    expect(profile.notice_period).toBe('30 Days');
    expect(within(pref).getByRole('combobox', { name: /Notice Period/ })).toHaveValue('30 Days');
  });
});
