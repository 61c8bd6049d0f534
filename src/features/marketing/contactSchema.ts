import * as Yup from 'yup';
import { PHONE_DIGITS } from '@/config/constants';
import type { SelectOption } from '@/ui/fields/SearchableSelect';
import { contactMessages as m } from './messages';

/** Contact form values (spec 2.8, 3 "Callback request"); location is the chosen city. */
export interface ContactValues {
  full_name: string;
  email: string;
  phone: string;
  location: SelectOption | null;
  message: string;
}

export const emptyContact: ContactValues = { full_name: '', email: '', phone: '', location: null, message: '' };

/** Spec 5: full name, email, phone and location required ('Field is required'); valid email; exactly 10 digits. */
export const contactSchema: Yup.ObjectSchema<ContactValues> = Yup.object({
  full_name: Yup.string().trim().required(m.required),
  email: Yup.string()
    .trim()
    .required(m.required)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, m.invalidEmail),
  phone: Yup.string()
    .required(m.required)
    .matches(new RegExp(`^\\d{${PHONE_DIGITS}}$`), m.invalidPhone),
  location: Yup.object({ value: Yup.string().required(), label: Yup.string().required(), raw: Yup.mixed<SelectOption['raw']>().required() })
    .nullable()
    .required(m.required) as Yup.Schema<SelectOption | null>,
  message: Yup.string().default(''),
}) as Yup.ObjectSchema<ContactValues>;
