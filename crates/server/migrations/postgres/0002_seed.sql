INSERT INTO settings (key, value, is_public, updated_at) VALUES
    ('site_name', 'Mercato', 0, 0),
    ('site_logo', '/h5/logo.svg', 0, 0),
    ('down_logo', '', 0, 0),
    ('zxkf_url', '', 0, 0),
    ('telegram_url', '', 0, 0),
    ('whats', '', 0, 0),
    ('jie_url', '', 0, 0),
    ('hk_url', '', 0, 0),
    ('timezone', '+08:00', 0, 0),
    ('default_lang', 'zh', 0, 0),
    ('version', 'h5,1', 1, 0),
    ('apk_download_url', '', 1, 0),
    ('support_url', '', 1, 0),
    ('game_url', '', 1, 0);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('account', 'register_code_required', '1', 'flag', 0),
    ('account', 'register_without_code', '0', 'flag', 0),
    ('account', 'invite_code_required', '0', 'flag', 0),
    ('account', 'code_valid_minutes', '10', 'minutes', 0),
    ('account', 'code_max_attempts', '5', 'attempts', 0),
    ('account', 'code_resend_seconds', '60', 'seconds', 0),
    ('account', 'password_min_length', '7', 'characters', 0),
    ('account', 'password_max_length', '64', 'characters', 0);
