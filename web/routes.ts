import { type RouteConfig, index, route } from '@react-router/dev/routes';

// SPEC.md section 2. Static segments rank above ':location', so /videos, /gallery, /team,
// /contacts, /login and /admin never reach the location page.
export default [
  index('routes/home.tsx'),
  route('videos', 'routes/videos.tsx'),
  route('videos/watch/:videoId?', 'routes/watch.tsx'),
  route('gallery/:photoId?', 'routes/gallery.tsx'),
  route('team', 'routes/team.tsx'),
  route('contacts', 'routes/contacts.tsx'),
  route('login', 'routes/login.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('admin/accounts', 'routes/admin-accounts.tsx'),
  route('admin/activity', 'routes/admin-activity.tsx'),
  route('admin/trash', 'routes/admin-trash.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':location', 'routes/location.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
