-- Issue 33: deletion that completes. Deleting an account records its files (profile image, résumé) here in the same
-- transaction that deletes the candidate row; they are removed after the commit and each row goes as its file does
-- (a missing file counts as removed). Rows left by a crash between the commit and the removal are finished at the
-- next start. `path` is relative to the uploads folder: 'profile/<name>' or '.private/resume/<name>'.
CREATE TABLE IF NOT EXISTS pending_file_removals (
  path text PRIMARY KEY,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- /uploads/profile/<name> answers only for an image an existing candidate shows: one indexed lookup per request.
CREATE INDEX IF NOT EXISTS candidates_profile_img_idx ON candidates (profile_img) WHERE profile_img IS NOT NULL;

-- The start-up sweep of files no account holds (files older than an hour whose removal an earlier version or a crash
-- lost) asks which of a batch of names are still held: indexed on both columns.
CREATE INDEX IF NOT EXISTS candidates_resume_file_idx ON candidates (resume_file) WHERE resume_file IS NOT NULL;
