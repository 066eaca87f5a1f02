import { Outlet } from "react-router";
import { AdminNav } from "~/features/admin/components/admin-nav";

/**
 * Every team page sits inside this layout. It has no loader on purpose: each page's own loader and
 * action call requireAdmin, so no page depends on a parent having checked.
 */
export default function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
