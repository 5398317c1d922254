-- Seeded pictures move from the app's own folder to `/media/`, which the server keeps serving when an operator
-- puts another H5 client at `/h5/`. Only the seeded paths change; anything an operator set is left as it is.
UPDATE settings SET value = '/media/logo.svg' WHERE key = 'site_logo' AND value = '/h5/logo.svg';
UPDATE news SET cover = REPLACE(cover, '/h5/banners/', '/media/banners/') WHERE cover LIKE '/h5/banners/%';
