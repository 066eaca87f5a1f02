import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { programPaths } from "./content/program-paths";

export default [
  index("routes/home.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("faq", "routes/faq.tsx"),
  route("about", "routes/about.tsx"),
  route("resources", "routes/resources.tsx"),
  route("scholarship", "routes/scholarship.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("submit-talent", "routes/submit-talent.tsx"),
  route("audition-video", "routes/audition-video.tsx"),
  route("beta-payment", "routes/beta-payment.tsx"),
  route("order-confirmation", "routes/order-confirmation.tsx"),
  route("account", "routes/account.tsx"),
  route("student-registration", "routes/student-registration.tsx"),
  route("waitlist-offer", "routes/waitlist-offer.tsx"),
  route("auth", "routes/auth.tsx"),
  route("audition-registration/:token", "routes/audition-registration.tsx"),
  // The program pages are single-segment paths too, so they come before the city pages.
  route(programPaths.actingForDancers.slice(1), "routes/program-acting-for-dancers.tsx"),
  route(programPaths.eliteMentorshipBeta.slice(1), "routes/program-elite-mentorship-beta.tsx"),
  // The team's pages share the back office's menu; each guards itself.
  route("admin/orders.csv", "routes/admin-orders-csv.ts"),
  layout("routes/admin-layout.tsx", [
    route("admin", "routes/admin-home.tsx"),
    route("admin/orders", "routes/admin-orders.tsx"),
    route("admin/orders/:number", "routes/admin-order.tsx"),
    route("admin/team", "routes/admin-team.tsx"),
    route("customer-emails", "routes/customer-emails.tsx"),
    route("test-email", "routes/test-email.tsx"),
    route("test-facebook-pixel", "routes/test-facebook-pixel.tsx"),
    route("test-payment-verification", "routes/test-payment-verification.tsx"),
    route("admin/audit-log", "routes/admin-audit-log.tsx"),
  ]),
  route(":city", "routes/city.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
