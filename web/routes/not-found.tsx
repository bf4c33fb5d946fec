import { data } from 'react-router';
import { ErrorView } from '#web/components/error-view.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/not-found.ts';

export function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return data({ publicUrl: context.settings.publicUrl, path }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    matches,
    title: 'Not found',
    description: 'This page does not exist.',
    path: loaderData?.path ?? '/',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

export default function NotFound() {
  return <ErrorView title="not found" text="The page you are looking for is not here." />;
}
