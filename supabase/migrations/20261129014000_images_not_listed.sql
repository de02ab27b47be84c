-- =====================================================================
-- Visitors can open an image by its address but no longer list the
-- bucket.
--
-- The bucket is public, so its files are served at /object/public/...
-- without any read policy. A read policy for anon added only the listing,
-- and the listing is the one way to find a file nobody links to: an album
-- photo without consent, a draft's cover, a testimonial photo taken down.
-- Upload names are random, so unlisted they stay unfound. The
-- administrator keeps the read, which the Storage API needs to replace
-- and delete files.
-- =====================================================================

drop policy "Anyone can read images" on storage.objects;

create policy "The administrator can see images"
  on storage.objects for select to authenticated
  using (bucket_id = 'images' and public.is_admin());
