-- The dated exchange-rate table behind the "≈" salary figures and the minimum-salary filter (issue 17): kept in the
-- database so an operator can refresh the rates without a release. Start-up fills it from the rates the release
-- ships (src/shared/exchangeRates.ts) when it is empty or older than them; newer rows put in by hand are kept.
CREATE TABLE exchange_rates (
  currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
  units_per_usd numeric(18, 8) NOT NULL CHECK (units_per_usd > 0),
  taken_on date NOT NULL,
  source text NOT NULL
);
