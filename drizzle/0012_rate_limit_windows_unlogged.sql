-- Rate-limit counts are worth nothing after a crash (a window lasts a minute): keeping them out of
-- the write-ahead log spares every counted request a WAL write and its flush at commit.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
