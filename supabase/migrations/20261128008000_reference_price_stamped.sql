-- The reference price says since when it holds: the database stamps the change, not the browser's clock.
create trigger umroh_reference_price_touch_updated_at
  before update on public.umroh_reference_price
  for each row execute function private.touch_updated_at();
