-- Money (issue 29, docs/markets.md ("Money")). An expected salary is an amount, a currency (candidates.currency_id) and a
-- period, all chosen by the candidate: 'month' or 'year'. Rows saved before had no period; the form they were typed
-- in meant a yearly figure (its comparisons read it as one), so they keep that meaning.
ALTER TABLE candidates ADD COLUMN IF NOT EXISTS expected_salary_period text NOT NULL DEFAULT 'year'
  CHECK (expected_salary_period IN ('month', 'year'));

-- Subscription prices per currency: each plan has a price in every market's currency, set here (not converted on the
-- fly). The plans table keeps spec 9's AED row, the fallback when no market is known. saved = months × the one-month
-- price − the plan's price, spec 9's own rule (2 × 129 − 229 = 29). Where each figure comes from: docs/markets.md ("Money").
-- No foreign key to plans: the seed writes the plans after the migrations run.
CREATE TABLE IF NOT EXISTS plan_prices (
  plan_id int NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  price numeric(10, 2) NOT NULL CHECK (price > 0),
  saved numeric(10, 2) NOT NULL DEFAULT 0 CHECK (saved >= 0),
  PRIMARY KEY (plan_id, currency)
);

INSERT INTO plan_prices (plan_id, currency, price, saved) VALUES
  (1, 'AED', 129, 0), (2, 'AED', 229, 29), (3, 'AED', 329, 58),
  (1, 'SAR', 129, 0), (2, 'SAR', 229, 29), (3, 'SAR', 329, 58),
  (1, 'QAR', 129, 0), (2, 'QAR', 229, 29), (3, 'QAR', 329, 58),
  (1, 'KWD', 10.9, 0), (2, 'KWD', 18.9, 2.9), (3, 'KWD', 27.9, 4.8),
  (1, 'OMR', 13.9, 0), (2, 'OMR', 23.9, 3.9), (3, 'OMR', 34.9, 6.8),
  (1, 'BHD', 12.9, 0), (2, 'BHD', 23.9, 1.9), (3, 'BHD', 33.9, 4.8),
  (1, 'SGD', 49, 0), (2, 'SGD', 79, 19), (3, 'SGD', 119, 28),
  (1, 'INR', 499, 0), (2, 'INR', 899, 99), (3, 'INR', 1299, 198),
  (1, 'PHP', 299, 0), (2, 'PHP', 549, 49), (3, 'PHP', 799, 98),
  (1, 'MYR', 39, 0), (2, 'MYR', 69, 9), (3, 'MYR', 99, 18)
ON CONFLICT (plan_id, currency) DO NOTHING;
