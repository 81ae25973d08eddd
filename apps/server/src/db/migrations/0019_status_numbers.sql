-- The ingest's numbers of a stored status read with one JSON parse per row (decision 045). The
-- appends read pm25, filter, filter_days and filter_hours of every new row; four calls of
-- status_number (migration 0003) parsed the payload four times, each in a plpgsql block with an
-- EXCEPTION clause (a subtransaction per call): about 0.1 ms of PostgreSQL's CPU per row, a fifth of
-- the polling cycle's database work. status_numbers parses once and answers the same four values as
-- status_number would, value by value: the first data point with the code; a JSON number as it is, a
-- numeric string read, anything else null. Should anything fail on the way (a malformed payload, a
-- number beyond double precision), each value is read again by status_number itself, so a row's
-- numbers are always exactly status_number's.
CREATE OR REPLACE FUNCTION status_numbers(payload text, OUT pm25 double precision,
  OUT filter double precision, OUT filter_days double precision, OUT filter_hours double precision)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  SELECT
    CASE WHEN jsonb_typeof(p.pm25) = 'number' THEN (p.pm25 #>> '{}')::double precision
      WHEN jsonb_typeof(p.pm25) = 'string' AND (p.pm25 #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
        THEN trim(p.pm25 #>> '{}')::double precision END,
    CASE WHEN jsonb_typeof(p.filter) = 'number' THEN (p.filter #>> '{}')::double precision
      WHEN jsonb_typeof(p.filter) = 'string' AND (p.filter #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
        THEN trim(p.filter #>> '{}')::double precision END,
    CASE WHEN jsonb_typeof(p.filter_days) = 'number' THEN (p.filter_days #>> '{}')::double precision
      WHEN jsonb_typeof(p.filter_days) = 'string' AND (p.filter_days #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
        THEN trim(p.filter_days #>> '{}')::double precision END,
    CASE WHEN jsonb_typeof(p.filter_hours) = 'number' THEN (p.filter_hours #>> '{}')::double precision
      WHEN jsonb_typeof(p.filter_hours) = 'string' AND (p.filter_hours #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
        THEN trim(p.filter_hours #>> '{}')::double precision END
  INTO pm25, filter, filter_days, filter_hours
  FROM (
    SELECT (array_agg(e -> 'value') FILTER (WHERE e ->> 'code' = 'pm25'))[1] AS pm25,
      (array_agg(e -> 'value') FILTER (WHERE e ->> 'code' = 'filter'))[1] AS filter,
      (array_agg(e -> 'value') FILTER (WHERE e ->> 'code' = 'filter_days'))[1] AS filter_days,
      (array_agg(e -> 'value') FILTER (WHERE e ->> 'code' = 'filter_hours'))[1] AS filter_hours
    FROM jsonb_array_elements(payload::jsonb) e
  ) p;
EXCEPTION WHEN others THEN
  pm25 := status_number(payload, 'pm25');
  filter := status_number(payload, 'filter');
  filter_days := status_number(payload, 'filter_days');
  filter_hours := status_number(payload, 'filter_hours');
END
$$;
