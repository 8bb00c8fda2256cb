import { useId, type ReactNode } from 'react';
import { contactPage } from '@/content/contact';
import { newTabNote } from '@/content/layout';
import { site } from '@/content/site';
import { OutLinkMark } from './out-link-mark';
import { Section } from './section';
import { unwidowed } from './unwidowed';

/** The phone number as a link that dials it. */
export const telHref = `tel:${site.phone.e164}`;

/**
 * The contact page's two ways in, side by side: each named by a label (the network, the
 * telephone), the handle or the number itself set large as its link, then what to expect. The
 * page's opening says the section's label and introduction, so it opens on the ways in themselves.
 */
export function ContactChannels() {
  const { channels } = contactPage;
  return (
    <Section heading={channels} shape="continued">
      <div className="aligned split-columns">
        <Channel {...channels.message}>
          <a href={site.social.url} target="_blank" rel="noopener noreferrer" className="way">
            {site.social.handle}
            <OutLinkMark />
            <span className="sr-only">
              {' '}
              on {site.social.network} {newTabNote}
            </span>
          </a>
        </Channel>
        <Channel {...channels.call}>
          <a href={telHref} className="way lining-nums">
            {site.phone.display}
          </a>
        </Channel>
      </div>
    </Section>
  );
}

interface ChannelProps {
  title: string;
  description: string;
  children: ReactNode;
}

function Channel({ title, description, children }: ChannelProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="lg:row-span-3">
      <h3 id={headingId} className="label">
        {unwidowed(title)}
      </h3>
      <p className="type-name text-balance">{children}</p>
      <p className="type-body measure">{description}</p>
    </article>
  );
}
