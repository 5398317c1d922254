-- Existing clients check a sign-up code with /user/check_email and then register with an empty code: a code
-- found right by that check is marked verified, and registration within `account.register_verified_minutes`
-- uses it up instead of a code in the form (once, as any code).
ALTER TABLE verification_codes ADD COLUMN verified_at BIGINT;

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('account', 'register_verified_minutes', '10', 'minutes', 0);
