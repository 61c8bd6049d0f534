import * as Yup from 'yup';
import { DEFAULT_MARKET, type MarketCode } from '@/shared/markets';
import { phoneError } from '@/ui/fields/PhoneField';
import type { SelectOption } from '@/ui/fields/SearchableSelect';
import { contactMessages as m } from './messages';

/** Contact form values (spec 2.8, 3 "Callback request"); location is the chosen city. */
export interface ContactValues {
  full_name: string;
  email: string;
  phone: string;
  /** The market whose calling code the phone is read with: India's +91 by default (spec 2.8), or the visitor's. */
  phone_country: MarketCode;
  location: SelectOption | null;
  message: string;
}

export const emptyContact: ContactValues = { full_name: '', email: '', phone: '', phone_country: DEFAULT_MARKET.code, location: null, message: '' };

/**
 * Spec 5: full name, email, phone and location required ('Field is required'); valid email; a valid phone number of
 * the chosen calling code (India's: exactly 10 digits, spec 5; other markets' their own lengths, issue 29).
 */
export const contactSchema: Yup.ObjectSchema<ContactValues> = Yup.object({
  full_name: Yup.string().trim().required(m.required),
  email: Yup.string()
    .trim()
    .required(m.required)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, m.invalidEmail),
  phone: Yup.string()
    .required(m.required)
    .test('phone', async (value, ctx) => {
      const problem = await phoneError(value ?? '', (ctx.parent as ContactValues).phone_country, true);
      return problem ? ctx.createError({ message: problem }) : true;
    }),
  phone_country: Yup.mixed<MarketCode>().required(),
  location: Yup.object({ value: Yup.string().required(), label: Yup.string().required(), raw: Yup.mixed<SelectOption['raw']>().required() })
    .nullable()
    .required(m.required) as Yup.Schema<SelectOption | null>,
  message: Yup.string().default(''),
}) as Yup.ObjectSchema<ContactValues>;
