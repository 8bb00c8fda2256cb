import { useId, type ReactNode } from 'react';
import { contactPage } from '@/content/contact';
import { newTabNote } from '@/content/layout';
import type { IconKey } from '@/content/types';
import { site } from '@/content/site';
import { telHref } from '@/content/_lib/links';
import { IconBadge } from './icon';
import { Section } from './section';

/** A text link, with a 44px target and room to wrap a long handle. */
const linkClass = 'text-link min-h-11 flex-wrap gap-x-2 break-words font-semibold';

/** The contact page's two ways in, each with what to expect and its link. */
export function ContactChannels() {
  const { channels } = contactPage;
  return (
    <Section heading={channels}>
      <div className="grid gap-6 md:grid-cols-2">
        <Channel icon="message" {...channels.message}>
          <a href={site.social.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {site.social.handle} on {site.social.network}
            <span className="text-xs font-normal">{newTabNote}</span>
          </a>
        </Channel>
        <Channel icon="phone" {...channels.call}>
          <a href={telHref} className={linkClass}>
            {site.phone.display}
          </a>
        </Channel>
      </div>
    </Section>
  );
}

interface ChannelProps {
  icon: IconKey;
  title: string;
  description: string;
  children: ReactNode;
}

function Channel({ icon, title, description, children }: ChannelProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card flex flex-col">
      <IconBadge name={icon} />
      <h3 id={headingId} className="mt-5 font-display text-2xl text-ivory">
        {title}
      </h3>
      <p className="mt-3 leading-relaxed text-mist">{description}</p>
      <p className="mt-auto pt-6">{children}</p>
    </article>
  );
}
