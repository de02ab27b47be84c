-- =====================================================================
-- Package trip facts (issue 12, "5 Pasti Umrah"): the flight and the
-- payment terms of a package become data instead of tagline prose.
--   airline            maskapai, e.g. 'Saudia' ('' = not stated)
--   departure_airport  IATA code of the departure airport, e.g. 'CGK'
--   direct_flight      penerbangan langsung (no transit)
--   visa_included      the visa is part of the price
--   booking_fee        whole rupiah paid to hold a seat
--   full_payment_days  pelunasan H-N: days before departure by which the
--                      full price is due
-- Additive: deploys on a hosted database that already holds packages.
-- Existing rows state nothing (empty airline, null airport/fee/days,
-- switches off), so the site shows nothing it does not know.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Columns
-- ---------------------------------------------------------------------
alter table public.packages
  add column airline text not null default '',
  add column departure_airport text,
  add column direct_flight boolean not null default false,
  add column visa_included boolean not null default false,
  add column booking_fee bigint,
  add column full_payment_days integer;

-- ---------------------------------------------------------------------
-- Checks (named: the admin maps each name to its field)
-- ---------------------------------------------------------------------
alter table public.packages
  add constraint packages_airline_check
    check (length(airline) <= 100),
  -- A value the administrator typed is never changed: 'cgk' is refused, not uppercased.
  add constraint packages_departure_airport_check
    check (departure_airport ~ '^[A-Z]{3}$'),
  add constraint packages_booking_fee_check
    check (booking_fee between 0 and 10000000000),
  add constraint packages_full_payment_days_check
    check (full_payment_days between 0 and 365);

comment on column public.packages.airline is 'Maskapai, e.g. Saudia; empty when not stated.';
comment on column public.packages.departure_airport is 'IATA code of the departure airport (3 capital letters), e.g. CGK.';
comment on column public.packages.direct_flight is 'Penerbangan langsung (no transit).';
comment on column public.packages.visa_included is 'The visa is included in the price.';
comment on column public.packages.booking_fee is 'Booking fee in whole rupiah.';
comment on column public.packages.full_payment_days is 'Pelunasan H-N: days before departure by which the full price is due.';

-- ---------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------
-- Unchanged: packages are granted per table (not per column), so the new
-- columns are read by visitors on active packages only and written by the
-- administrator only, through the existing policies.
