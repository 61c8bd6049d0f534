-- Issue 33: a phone number receives WhatsApp alerts only once its owner proved it with a code sent there. The column
-- holds the number (E.164) that was proved, so changing the number ends the proof without another write.
ALTER TABLE candidates ADD COLUMN phone_verified text;
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check CHECK (purpose IN ('verify_email', 'reset_password', 'verify_phone'));
