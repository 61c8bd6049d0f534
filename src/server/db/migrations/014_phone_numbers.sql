-- Issue 29: phone numbers of every market. A number is stored as its calling code plus its national significant
-- number (E.164 together). phone_check is NULL for a number that reads as valid for its code and fits the
-- candidate's country; otherwise it says why the candidate is asked to check it ('invalid', 'country'), and the
-- number is kept as it was, not guessed. Filled for existing rows by the script step phoneNumbers.ts after this file
-- (which is why this file may run twice: IF NOT EXISTS).
ALTER TABLE candidates ADD COLUMN IF NOT EXISTS phone_check text CHECK (phone_check IN ('invalid', 'country'));
ALTER TABLE candidates ALTER COLUMN phone_number_code DROP DEFAULT;
