-- Issue 33: messages belong to accounts. An outbox row carries the candidate it was sent to (NULL for a message to
-- nobody's account: the contact form, a newsletter). A candidate's export and deletion select by it, never by a phone
-- number alone: two accounts may hold one (unverified) number. The rows go with their account.
ALTER TABLE outbox ADD COLUMN candidate_id int REFERENCES candidates(id) ON DELETE CASCADE;
CREATE INDEX outbox_candidate_idx ON outbox (candidate_id, id DESC) WHERE candidate_id IS NOT NULL;

-- Messages sent before this column existed: an e-mail belongs to the account of that address (unique); a WhatsApp
-- message to the one account holding that number, and to nobody when several hold it.
UPDATE outbox o SET candidate_id = c.id FROM candidates c WHERE o.channel = 'email' AND lower(o.recipient) = lower(c.email);
UPDATE outbox o SET candidate_id = m.id
  FROM (SELECT phone_number_code || phone_number AS phone, min(id) AS id FROM candidates
        WHERE phone_number <> '' GROUP BY 1 HAVING count(*) = 1) m
  WHERE o.channel = 'whatsapp' AND o.candidate_id IS NULL AND o.recipient = m.phone;
