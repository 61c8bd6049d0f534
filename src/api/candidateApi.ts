import { apiSlice } from '@/api/apiSlice';
import { toFormData, type FormFields } from '@/api/formData';
import { getRefreshToken } from '@/api/tokenStorage';
import type {
  ClosedJobNotice,
  StatusResponse,
  CandidateListResponse,
  CandidateListType,
  CandidateProfile,
  DashboardCounts,
  DashboardTile,
  DataResponse,
  Plan,
} from '@/shared/apiTypes';

/** Filters of a candidate table (decisions.md §3: they filter through the list call's query string). */
export interface CandidateListFilters {
  company: string;
  position: string;
  location: string;
}

export interface CandidateListArgs extends Partial<CandidateListFilters> {
  type: CandidateListType;
  page: number;
  /** Featured jobs of one Smart Match (route /candidate/featured-jobs/smartmatch/:smId). */
  smartmatch?: string;
}

/** Career Preference form data (spec 3), as POST /candidates/update/preferences takes it (see shared/apiTypes.ts). */
export type PreferencesBody = FormFields;

export interface UploadArgs {
  file: File;
}

function uploadBody(file: File): FormData {
  return toFormData({ file, refresh: getRefreshToken() ?? '' });
}

export const candidateApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDashboardCounts: build.query<DashboardTile[], void>({
      query: () => '/candidates/dashboard_counts',
      transformResponse: (r: DataResponse<DashboardCounts>) => r.data?.header ?? [],
      providesTags: ['DashboardCounts'],
    }),
    // Issue 16: jobs the candidate applied to or saved that their employer closed (the API sends `results`).
    getClosedJobNotices: build.query<ClosedJobNotice[], void>({
      query: () => '/candidates/closed_job_notices',
      providesTags: ['DashboardCounts'],
    }),
    dismissClosedJobNotice: build.mutation<StatusResponse, number>({
      query: (jobId) => ({ url: `/candidates/closed_job_notices/${jobId}/dismiss`, method: 'POST', body: toFormData({}) }),
      invalidatesTags: ['DashboardCounts'],
    }),
    getCandidateList: build.query<CandidateListResponse, CandidateListArgs>({
      query: ({ type, page, company, position, location, smartmatch }) => {
        const params: Record<string, string> = { page: String(page) };
        if (company) params.company = company;
        if (position) params.position = position;
        if (location) params.location = location;
        if (smartmatch) params.smartmatch = smartmatch;
        return { url: `/candidates/${type}`, params };
      },
      providesTags: (_r, _e, arg) => [{ type: 'CandidateList', id: arg.type }],
    }),
    // Issue 29: `currency` is the reader's market currency; a candidate's country decides on the server anyway.
    getPlans: build.query<Plan[], { currency?: string } | void>({
      query: (arg) => (arg?.currency ? { url: '/candidates/plans', params: { currency: arg.currency } } : '/candidates/plans'),
      transformResponse: (r: DataResponse<Plan[]>) => r.data ?? [],
      providesTags: ['Plan'],
    }),
    updatePreferences: build.mutation<DataResponse<CandidateProfile>, PreferencesBody>({
      query: (fields) => ({ url: '/candidates/update/preferences', method: 'POST', body: toFormData(fields) }),
      invalidatesTags: ['Profile'],
    }),
    /** Issue 29: name, date of birth, country, current location and phone, checked as at registration. */
    updatePersonalInfo: build.mutation<DataResponse<CandidateProfile>, FormFields>({
      query: (fields) => ({ url: '/candidates/update/personal_info', method: 'POST', body: toFormData(fields) }),
      invalidatesTags: ['Profile'],
    }),
    /** Issue 33: a code to the profile's number on WhatsApp, to verify it for WhatsApp alerts. */
    sendPhoneCode: build.mutation<StatusResponse, void>({
      query: () => ({ url: '/candidates/phone/send_code', method: 'POST', body: toFormData({}) }),
    }),
    verifyPhone: build.mutation<StatusResponse, { otp: string }>({
      query: (fields) => ({ url: '/candidates/phone/verify', method: 'POST', body: toFormData(fields) }),
      invalidatesTags: ['Profile'],
    }),
    uploadProfileImage: build.mutation<DataResponse<{ profile_img: string }>, UploadArgs>({
      query: ({ file }) => ({ url: '/candidates/update/profile_image', method: 'POST', body: uploadBody(file) }),
      invalidatesTags: ['Profile'],
    }),
    uploadResume: build.mutation<DataResponse<{ resume: string; resume_name: string }>, UploadArgs>({
      query: ({ file }) => ({ url: '/candidates/update/resume', method: 'POST', body: uploadBody(file) }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetDashboardCountsQuery,
  useGetClosedJobNoticesQuery,
  useDismissClosedJobNoticeMutation,
  useGetCandidateListQuery,
  useGetPlansQuery,
  useUpdatePreferencesMutation,
  useUpdatePersonalInfoMutation,
  useUploadProfileImageMutation,
  useUploadResumeMutation,
  useSendPhoneCodeMutation,
  useVerifyPhoneMutation,
} = candidateApi;
