import { useLoaderData } from 'react-router';
import pageStyles from '#web/components/page.module.css';
import { AboutHeader } from '#web/features/team/about-header.tsx';
import { Partners } from '#web/features/team/partners.tsx';
import { TeamList } from '#web/features/team/team-list.tsx';
import { useScrollToBottomOn } from '#web/features/team/use-scroll-to-bottom.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/team.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const [about, team, partners] = await Promise.all([
    context.content.aboutUs(),
    context.content.team(),
    context.content.partners(),
  ]);
  return { about, team, partners, publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const text = loaderData?.about[0]?.text;
  return pageMeta({
    title: 'Team',
    description: text
      ? text.slice(0, 160)
      : 'The producers, coordinators and crews behind our work, and the companies we work with.',
    path: '/team',
    publicUrl: loaderData?.publicUrl ?? '',
    image: loaderData?.team[0]?.image,
  });
};

export default function Team() {
  const { about, team, partners } = useLoaderData<typeof loader>();
  useScrollToBottomOn('#work-with');
  return (
    <div className={pageStyles.page}>
      <AboutHeader about={about} />
      <TeamList team={team} />
      <Partners partners={partners} />
    </div>
  );
}
