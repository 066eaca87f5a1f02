CREATE OR REPLACE FUNCTION public.bump_catalog_version_shard()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "catalog_version_shards" SET "version" = "version" + 1 WHERE "shard" = pg_backend_pid() % 64;
  RETURN NULL;
END;
$function$;
