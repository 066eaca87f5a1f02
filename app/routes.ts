import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route(":city", "routes/city.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
