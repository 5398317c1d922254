-- Stock hours are published in New York time, which follows US daylight saving (ADR 77): the session stays
-- 09:30-16:00 local all year and moves by an hour in UTC with the season. Hours an operator changed are left as
-- they are, only read as New York time from now on.
UPDATE rules SET value = '09:30-16:00', unit = 'New York time, Monday to Friday'
    WHERE product = 'lever' AND key = 'stock_hours' AND value = '13:30-20:00';
UPDATE rules SET unit = 'New York time, Monday to Friday' WHERE product = 'lever' AND key = 'stock_hours';
