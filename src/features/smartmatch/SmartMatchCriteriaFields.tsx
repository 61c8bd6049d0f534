import Box from '@mui/material/Box';
import { SMARTMATCH_TAG_LIMIT, TAG_MIN_QUERY_PREFERENCE, TAG_SEPARATORS_PREFERENCE } from '@/config/constants';
import SearchableSelect, { type SelectOption } from '@/ui/fields/SearchableSelect';
import TagInput from '@/ui/fields/TagInput';
import TextInput from '@/ui/fields/TextInput';
import { messages } from './messages';
import type { SmartMatchDraft } from './smartmatchSlice';
import { placeFromOption, placeOption } from './smartmatchForms';

/** What a Smart Match looks for: its name, job titles, job function and location (the draft's own fields). */
export type SmartMatchCriteria = Pick<SmartMatchDraft, 'name' | 'jobtitles' | 'jobFunctionId' | 'jobFunctionName' | 'cityId' | 'cityName' | 'place'>;
export type CriteriaErrors = Partial<Record<'smart_match' | 'jobtitles' | 'job_function' | 'city', string>>;

const option = (id: number | null, name: string): SelectOption | null => (id === null ? null : { value: String(id), label: name, raw: { id, name } });

/**
 * The criteria fields of the Smart Match form (spec 2.14, 9), shared by creating one (SmartMatchForm, values in the
 * slice's draft) and editing one (EditSmartMatchDialog, values in the dialog's state), so both ask the same way.
 */
export default function SmartMatchCriteriaFields({
  idPrefix,
  value,
  onChange,
  errors,
  touched,
  namePlaceholder,
}: {
  idPrefix: string;
  value: SmartMatchCriteria;
  onChange: (patch: Partial<SmartMatchCriteria>) => void;
  errors: CriteriaErrors;
  touched: boolean;
  namePlaceholder?: string;
}) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-name`}
        label={messages.name}
        placeholder={namePlaceholder}
        value={value.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={!!errors.smart_match}
        helperText={errors.smart_match ?? messages.nameHelp}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TagInput
        label={messages.jobTitles}
        name="jobtitles"
        value={value.jobtitles}
        onChange={(v) => onChange({ jobtitles: v.map(({ id, name }) => (id === undefined ? { name } : { id, name })) })}
        dropdown={{ kind: 'jobtitles' }}
        minQuery={TAG_MIN_QUERY_PREFERENCE}
        separators={TAG_SEPARATORS_PREFERENCE}
        limit={SMARTMATCH_TAG_LIMIT}
        required
        touched={touched}
        error={errors.jobtitles}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SearchableSelect
          id={`${idPrefix}-function`}
          label={messages.jobFunction}
          name="job_function"
          value={option(value.jobFunctionId, value.jobFunctionName)}
          onChange={(o) => onChange({ jobFunctionId: o ? Number(o.value) : null, jobFunctionName: o?.label ?? '' })}
          dropdown={{ kind: 'jobfunctions' }}
          required
          touched={touched}
          error={errors.job_function}
        />
        <SearchableSelect
          id={`${idPrefix}-city`}
          label={messages.location}
          name="city"
          value={placeOption(value.cityId, value.place, value.cityName)}
          onChange={(o) => onChange(placeFromOption(o))}
          dropdown={{ kind: 'places', minQuery: 1 }}
          required
          touched={touched}
          error={errors.city}
        />
      </Box>
    </>
  );
}
